import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EditDeliveryZoneDialog_zone$key } from '../../__generated__/EditDeliveryZoneDialog_zone.graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import { SERVER_ERROR, useFocusFirstInvalid } from '../../ui/formRefusal';
import { toast } from '../../ui/toast';
import * as page from '../admin/AdminPage.css';
import { formatHourOfDay } from './deliveryTerms';
import { useUpdateDeliveryZoneMutation } from './useUpdateDeliveryZoneMutation';
import { formValuesOf, LABEL_MAX_LENGTH, type ZoneField, type ZoneFormValues, zoneFieldOf, zoneFormSchema, zoneInputOf } from './zoneForm';
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
  const initial = data
    ? formValuesOf({ served: data.served, charge: data.charge, leadDays: data.leadDays, sameDayCutoffHour: data.sameDayCutoffHour, label: data.label, labelRw: data.labelRw, labelFr: data.labelFr })
    : null;
  return (
    <Dialog open={data !== null} onClose={onClose} title={<Trans>Delivery to {district}</Trans>}>
      {/* Mounted on opening, so the form starts from the zone as it is now. */}
      {data && initial ? <ZoneForm key={data.id} district={data.district} initial={initial} onSaved={onClose} onCancel={onClose} /> : null}
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
  // Checked on Save only; a changed field's message, and the form's, go at once (useClearChangedMessages).
  const form = useForm<ZoneFormValues>({ defaultValues: initial, resolver: zodResolver(zoneFormSchema), reValidateMode: 'onSubmit', shouldFocusError: false });
  const { register, formState } = form;
  const [update, updating] = useUpdateDeliveryZoneMutation();
  const focusFirstInvalid = useFocusFirstInvalid(formRef, form.control);
  useClearChangedMessages(form);
  const errorOf = (field: ZoneField) => {
    const error = formState.errors[field];
    return error ? (error.type === SERVER_ERROR ? error.message : t`Enter a whole number`) : undefined;
  };

  const submit = form.handleSubmit((values) =>
    update(zoneInputOf(district, values), {
      onDone: () => {
        toast.success(t`Delivery to ${district} saved`);
        onSaved();
      },
      onRefused: ({ message, field }) => {
        const zoneField = zoneFieldOf(field);
        form.setError(zoneField ?? 'root.server', { type: SERVER_ERROR, message });
        if (zoneField) focusFirstInvalid();
      },
    }),
  );

  const servedError = errorOf('served');
  const problem = formState.errors.root?.server?.message;
  return (
    <form ref={formRef} className={page.form} onSubmit={(event) => (updating ? event.preventDefault() : void submit(event))} noValidate>
      <div className={page.field}>
        <label className={styles.checkboxRow}>
          <input
            type="checkbox"
            className={styles.checkbox}
            {...register('served')}
            aria-invalid={servedError ? true : undefined}
            aria-describedby={servedError ? servedErrorId : undefined}
          />
          <Trans>We deliver to {district}</Trans>
        </label>
        {servedError ? (
          <p id={servedErrorId} className={styles.fieldError}>
            {servedError}
          </p>
        ) : null}
      </div>
      <div className={styles.formGrid}>
        <FormField label={<Trans>Delivery charge (RWF)</Trans>} hint={<Trans>0 is shown as Free.</Trans>} error={errorOf('charge')}>
          {(control) => <input {...control} {...register('charge')} className={styles.input} inputMode="numeric" maxLength={CHARGE_MAX_LENGTH} autoComplete="off" />}
        </FormField>
        <FormField label={<Trans>Lead time (business days)</Trans>} hint={<Trans>Monday to Friday. 0 is same day, which needs a cut-off hour.</Trans>} error={errorOf('leadDays')}>
          {(control) => <input {...control} {...register('leadDays')} className={styles.input} inputMode="numeric" maxLength={LEAD_DAYS_MAX_LENGTH} autoComplete="off" />}
        </FormField>
      </div>
      <FormField
        label={<Trans>Same-day cut-off hour</Trans>}
        hint={<Trans>Kigali time. Orders placed before it on a business day count from that day; later ones from the next business day.</Trans>}
        error={errorOf('sameDayCutoffHour')}
      >
        {(control) => (
          <select {...control} {...register('sameDayCutoffHour')} className={styles.select}>
            <option value="">{t`None`}</option>
            {HOURS.map((hour) => (
              <option key={hour} value={String(hour)}>
                {formatHourOfDay(hour, i18n.locale)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={<Trans>Label in English</Trans>} hint={<Trans>The short promise on product cards, such as “2-3 days”.</Trans>} error={errorOf('label')}>
        {(control) => <input {...control} {...register('label')} className={styles.input} lang="en" maxLength={LABEL_MAX_LENGTH} autoComplete="off" />}
      </FormField>
      <div className={styles.formGrid}>
        <FormField label={<Trans>Label in Kinyarwanda</Trans>} hint={<Trans>Empty: the English label is shown.</Trans>} error={errorOf('labelRw')}>
          {(control) => <input {...control} {...register('labelRw')} className={styles.input} lang="rw" maxLength={LABEL_MAX_LENGTH} autoComplete="off" />}
        </FormField>
        <FormField label={<Trans>Label in French</Trans>} hint={<Trans>Empty: the English label is shown.</Trans>} error={errorOf('labelFr')}>
          {(control) => <input {...control} {...register('labelFr')} className={styles.input} lang="fr" maxLength={LABEL_MAX_LENGTH} autoComplete="off" />}
        </FormField>
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

/** A changed field's message no longer applies, nor does the form's. */
function useClearChangedMessages(form: UseFormReturn<ZoneFormValues>) {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (!name) return;
      form.clearErrors(name);
      form.clearErrors('root.server');
    });
    return () => subscription.unsubscribe();
  }, [form]);
}
