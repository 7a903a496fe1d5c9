import { type ReactNode, useId } from 'react';
import * as page from '../admin/AdminPage.css';
import * as styles from './DeliveryZones.css';

/** What a field hands its control, so the label, hint and refusal are tied to it. */
export interface ZoneControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  label: ReactNode;
  hint?: ReactNode;
  /** The server's refusal (or what the form could not send), shown under the control and read with it. */
  error: string | undefined;
  children: (control: ZoneControlProps) => ReactNode;
}

/** A labelled control of the zone dialog with its hint and its refusal. */
export function ZoneFormField({ label, hint, error, children }: Props) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={page.field}>
      <label htmlFor={id} className={page.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className={page.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
