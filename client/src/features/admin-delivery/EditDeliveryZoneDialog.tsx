import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EditDeliveryZoneDialog_zone$key } from '../../__generated__/EditDeliveryZoneDialog_zone.graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';
import * as page from '../admin/AdminPage.css';
import { formatHourOfDay } from './deliveryTerms';
import { useUpdateDeliveryZoneMutation, type ZoneRefusal } from './useUpdateDeliveryZoneMutation';
import { type ZoneField, formValuesOf, LABEL_MAX_LENGTH, type ZoneFormValues, zoneFieldOf, zoneInputOf } from './zoneForm';
import { ZoneFormField } from './ZoneFormField';
import * as styles from './DeliveryZones.css';

interface Props {
  /** The zone to edit; null keeps the dialog closed. */
  zone: EditDeliveryZoneDialog_zone$key | null;
  onClose: () => void;
}

/** 'Delivery to {district}': the whole zone in one form; Save sends it, and the server's refusal shows at its field. */
export function EditDeliveryZoneDialog({ zone, onClose }: Props) {
  const data = useFragment(
    graphql`
      fragment EditDeliveryZoneDialog_zone on DeliveryZone {
        id
        district
        served
        charge
        leadDays
        sameDayCutoffHour
        label
        labelRw
        labelFr
      }
    `,
    zone,
  );
  const district = data?.district ?? '';
  return (
    <Dialog open={data !== null} onClose={onClose} title={<Trans>Delivery to {district}</Trans>}>
      {/* Mounted on opening, so the form starts from the zone as it is now. */}
      {data ? <ZoneForm key={data.id} district={data.district} initial={formValuesOf(data)} onSaved={onClose} onCancel={onClose} /> : null}
    </Dialog>
  );
}

const HOURS = Array.from({ length: 23 }, (_, index) => index + 1);

// Room for any slip past the server's ranges (RWF 100,000, 30 days) to reach its checks, while what can be typed
// stays a number GraphQL can carry (a safe integer of francs, a 32-bit count of days).
const CHARGE_MAX_LENGTH = 12;
const LEAD_DAYS_MAX_LENGTH = 6;

function ZoneForm({ district, initial, onSaved, onCancel }: { district: string; initial: ZoneFormValues; onSaved: () => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const servedErrorId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<ZoneField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [update, updating] = useUpdateDeliveryZoneMutation();

  const change = (patch: Partial<ZoneFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
    setProblem(null);
  };

  const focusRefusedField = useRef(false);

  // Once a refusal is on screen (after the commit, so its field is marked), the admin lands on that field.
  useEffect(() => {
    if (!focusRefusedField.current) return;
    focusRefusedField.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const refuse = ({ message, field }: ZoneRefusal) => {
    const zoneField = zoneFieldOf(field);
    if (zoneField) {
      setErrors({ [zoneField]: message });
      setProblem(null);
      focusRefusedField.current = true;
    } else {
      setErrors({});
      setProblem(message);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (updating) return;
    const parsed = zoneInputOf(district, values);
    if ('notWholeNumbers' in parsed) {
      setErrors(Object.fromEntries(parsed.notWholeNumbers.map((field) => [field, t`Enter a whole number`])));
      setProblem(null);
      focusRefusedField.current = true;
      return;
    }
    setErrors({});
    setProblem(null);
    update(parsed.input, {
      onDone: () => {
        toast.success(t`Delivery to ${district} saved`);
        onSaved();
      },
      onRefused: refuse,
    });
  };

  return (
    <form ref={formRef} className={page.form} onSubmit={submit} noValidate>
      <div className={page.field}>
        <label className={styles.checkboxRow}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={values.served}
            aria-invalid={errors.served ? true : undefined}
            aria-describedby={errors.served ? servedErrorId : undefined}
            onChange={(event) => change({ served: event.target.checked })}
          />
          <Trans>We deliver to {district}</Trans>
        </label>
        {errors.served ? (
          <p id={servedErrorId} className={styles.fieldError}>
            {errors.served}
          </p>
        ) : null}
      </div>
      <div className={styles.formGrid}>
        <ZoneFormField label={<Trans>Delivery charge (RWF)</Trans>} hint={<Trans>0 is shown as Free.</Trans>} error={errors.charge}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              value={values.charge}
              inputMode="numeric"
              maxLength={CHARGE_MAX_LENGTH}
              autoComplete="off"
              onChange={(event) => change({ charge: event.target.value })}
            />
          )}
        </ZoneFormField>
        <ZoneFormField label={<Trans>Lead time (business days)</Trans>} hint={<Trans>Monday to Friday. 0 is same day, which needs a cut-off hour.</Trans>} error={errors.leadDays}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              value={values.leadDays}
              inputMode="numeric"
              maxLength={LEAD_DAYS_MAX_LENGTH}
              autoComplete="off"
              onChange={(event) => change({ leadDays: event.target.value })}
            />
          )}
        </ZoneFormField>
      </div>
      <ZoneFormField label={<Trans>Same-day cut-off hour</Trans>}
        hint={<Trans>Kigali time. Orders placed before it on a business day count from that day; later ones from the next business day.</Trans>}
        error={errors.sameDayCutoffHour}
      >
        {(control) => (
          <select {...control} className={styles.select} value={values.sameDayCutoffHour} onChange={(event) => change({ sameDayCutoffHour: event.target.value })}>
            <option value="">{t`None`}</option>
            {HOURS.map((hour) => (
              <option key={hour} value={String(hour)}>
                {formatHourOfDay(hour, i18n.locale)}
              </option>
            ))}
          </select>
        )}
      </ZoneFormField>
      <ZoneFormField label={<Trans>Label in English</Trans>} hint={<Trans>The short promise on product cards, such as “2-3 days”.</Trans>} error={errors.label}>
        {(control) => (
          <input {...control} className={styles.input} lang="en" value={values.label} maxLength={LABEL_MAX_LENGTH} autoComplete="off" onChange={(event) => change({ label: event.target.value })} />
        )}
      </ZoneFormField>
      <div className={styles.formGrid}>
        <ZoneFormField label={<Trans>Label in Kinyarwanda</Trans>} hint={<Trans>Empty: the English label is shown.</Trans>} error={errors.labelRw}>
          {(control) => (
            <input {...control} className={styles.input} lang="rw" value={values.labelRw} maxLength={LABEL_MAX_LENGTH} autoComplete="off" onChange={(event) => change({ labelRw: event.target.value })} />
          )}
        </ZoneFormField>
        <ZoneFormField label={<Trans>Label in French</Trans>} hint={<Trans>Empty: the English label is shown.</Trans>} error={errors.labelFr}>
          {(control) => (
            <input {...control} className={styles.input} lang="fr" value={values.labelFr} maxLength={LABEL_MAX_LENGTH} autoComplete="off" onChange={(event) => change({ labelFr: event.target.value })} />
          )}
        </ZoneFormField>
      </div>
      {problem ? (
        <p role="alert" className={page.error}>
          {problem}
        </p>
      ) : null}
      <div className={page.actions}>
        <Button tone="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" aria-disabled={updating || undefined}>
          {updating ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </Button>
      </div>
    </form>
  );
}
