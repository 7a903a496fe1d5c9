import type { ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './FormField.css';

/** What a field hands its control so the label, hint and error message are tied to it. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The problem with the value, shown under the control and read with it. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Spans both columns of the form's grid. */
  wide?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form control with its hint and its error message (read with the control, which is marked invalid). The
 * control is the caller's: it spreads what it is handed (id, aria-invalid, aria-describedby, required).
 */
export function FormField({ label, error, hint, required, wide, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field({ wide }), className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required: required || undefined })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
