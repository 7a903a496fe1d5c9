import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { type AddressLocation, AddressLocationFields } from './AddressLocationFields';
import * as styles from './AddressForm.css';

/** What the Add and Edit Address dialogs ask for. */
export interface AddressValues extends AddressLocation {
  houseNumber: string;
  street: string;
  mobile: string;
}

/** A refusal from the server: its message, and the field at fault when it names one. */
export interface AddressRefusal {
  field: string | null;
  message: string;
}

export const EMPTY_ADDRESS: AddressValues = { district: '', sector: '', village: '', houseNumber: '', street: '', mobile: '' };

/** Everything required is filled in: the cascade's three names, the street or place, the mobile number. */
function isComplete(values: AddressValues): boolean {
  return [values.district, values.sector, values.village, values.street, values.mobile].every((value) => value.trim() !== '');
}

/**
 * The address form of both dialogs: the District > Sector > Village cascade, an optional house number, the street or
 * place name and the mobile number. Save waits for every required field and is disabled while the request runs; the
 * server's refusal (a bad mobile number) shows under its field.
 */
export function AddressForm({
  initial,
  busy,
  refusal,
  onSubmit,
  onCancel,
}: {
  initial: AddressValues;
  busy: boolean;
  refusal: AddressRefusal | null;
  onSubmit: (values: AddressValues) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState(initial);
  const houseId = useId();
  const streetId = useId();
  const mobileId = useId();
  const mobileErrorId = useId();
  const formErrorId = useId();
  const complete = isComplete(values);
  const mobileRefused = refusal?.field === 'mobile';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    onSubmit({
      ...values,
      houseNumber: values.houseNumber.trim(),
      street: values.street.trim(),
      mobile: values.mobile.trim(),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={refusal && !mobileRefused ? formErrorId : undefined}>
      <AddressLocationFields
        value={values}
        onChange={(location) => setValues((current) => ({ ...current, ...location }))}
      />
      <div className={styles.field}>
        <label htmlFor={houseId} className={styles.label}>
          <Trans>House Number</Trans> <span className={styles.optional}>(<Trans>optional</Trans>)</span>
        </label>
        <input
          id={houseId}
          className={styles.input}
          maxLength={30}
          value={values.houseNumber}
          onChange={(event) => setValues({ ...values, houseNumber: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={streetId} className={styles.label}>
          <Trans>Common Name of the place or Street name</Trans> <span aria-hidden="true" className={styles.required}>*</span>
        </label>
        <input
          id={streetId}
          className={styles.input}
          required
          maxLength={200}
          autoComplete="address-line1"
          value={values.street}
          onChange={(event) => setValues({ ...values, street: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={mobileId} className={styles.label}>
          <Trans>Mobile Number</Trans> <span aria-hidden="true" className={styles.required}>*</span>
        </label>
        <input
          id={mobileId}
          className={styles.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={32}
          placeholder={t`e.g. 078 123 4567`}
          aria-invalid={mobileRefused || undefined}
          aria-describedby={mobileRefused ? mobileErrorId : undefined}
          value={values.mobile}
          onChange={(event) => setValues({ ...values, mobile: event.target.value })}
        />
        {mobileRefused ? (
          <p id={mobileErrorId} className={styles.fieldError} role="alert">
            {refusal.message}
          </p>
        ) : null}
      </div>
      {refusal && !mobileRefused ? (
        <p id={formErrorId} className={styles.formError} role="alert">
          {refusal.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button tone="outline" className={styles.actionButton} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" className={styles.actionButton} disabled={!complete || busy}>
          {busy ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </Button>
      </div>
    </form>
  );
}
