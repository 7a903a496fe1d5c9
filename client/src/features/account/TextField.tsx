import { type InputHTMLAttributes, type Ref, useId } from 'react';
import * as styles from './AuthForm.css';

/** The input's own attributes (a value and onChange, or what the form registers), and the field's. */
type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'required'> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  type?: 'text' | 'email';
  autoComplete: string;
  /** A refusal that concerns this field: shown under it and tied to it for screen readers. */
  error?: string | null;
};

/** A labelled text input of the account forms, with the field's own error under it. */
export function TextField({ label, type = 'text', error, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        type={type}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
