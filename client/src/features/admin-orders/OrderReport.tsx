import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { OrderReportQuery } from '../../__generated__/OrderReportQuery.graphql';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { kigaliYearMonth, monthNames, reportFileName, saveFile } from './reportFile';
import * as styles from './AdminOrders.css';

const exportQuery = graphql`
  query OrderReportQuery($month: Int!, $year: Int) {
    orderExport(month: $month, year: $year) {
      downloadUrl
      fileName
    }
  }
`;

// Years offered: this one and the four before it (the shop's history fits; a report of the future is empty).
const YEARS_OFFERED = 5;

/**
 * The monthly report: a month (none chosen at first) and a year (this one in Kigali), and 'Download Report', which
 * asks the server for a fresh download link and saves the CSV under the server's file name.
 */
export function OrderReport() {
  const { t, i18n } = useLingui();
  const environment = useRelayEnvironment();
  const monthId = useId();
  const yearId = useId();
  const thisYear = kigaliYearMonth().year;
  const [month, setMonth] = useState('');
  const [year, setYear] = useState(thisYear);
  const [downloading, setDownloading] = useState(false);
  const months = monthNames(i18n.locale, () => [
    t`January`,
    t`February`,
    t`March`,
    t`April`,
    t`May`,
    t`June`,
    t`July`,
    t`August`,
    t`September`,
    t`October`,
    t`November`,
    t`December`,
  ]);

  const download = async () => {
    if (downloading) return;
    if (month === '') {
      toast.error(t`Please select a month`);
      return;
    }
    setDownloading(true);
    try {
      // Each link is signed for 5 minutes: never one from the store.
      const answer = await fetchQuery<OrderReportQuery>(environment, exportQuery, { month: Number(month), year }, { fetchPolicy: 'network-only' }).toPromise();
      if (!answer) throw new Error('No report link');
      const { downloadUrl, fileName } = answer.orderExport;
      const response = await fetch(downloadUrl, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`Report download answered HTTP ${response.status}`);
      saveFile(await response.blob(), fileName || reportFileName(Number(month), year));
    } catch {
      toast.error(t`Failed to download report`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className={styles.report} aria-labelledby={`${monthId}-title`}>
      <h2 id={`${monthId}-title`} className={styles.reportTitle}>
        <Trans>Monthly report</Trans>
      </h2>
      <div className={styles.reportFields}>
        <div className={styles.field}>
          <label htmlFor={monthId} className={styles.fieldLabel}>
            <Trans>Month</Trans>
          </label>
          <select id={monthId} className={styles.select} value={month} onChange={(event) => setMonth(event.target.value)}>
            <option value="">{t`Select month`}</option>
            {months.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={yearId} className={styles.fieldLabel}>
            <Trans>Year</Trans>
          </label>
          <select id={yearId} className={styles.select} value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {Array.from({ length: YEARS_OFFERED }, (_, index) => thisYear - index).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <Button tone="primary" className={styles.downloadButton} onClick={() => void download()} aria-disabled={downloading} aria-busy={downloading}>
          {downloading ? <Trans>Downloading...</Trans> : <Trans>Download Report</Trans>}
        </Button>
      </div>
    </section>
  );
}
