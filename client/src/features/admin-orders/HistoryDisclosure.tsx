import type { ReactNode } from 'react';
import { disclosureChevron, disclosureSummary } from '../../ui/Disclosure.css';
import * as styles from './AdminOrders.css';

/** A closed disclosure of an order's history, oldest first: its title, then one list item a change. */
export function HistoryDisclosure({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <details className={styles.history}>
      <summary className={disclosureSummary}>
        <span className={disclosureChevron} aria-hidden="true" />
        {title}
      </summary>
      <ol className={styles.historyList}>{children}</ol>
    </details>
  );
}
