import { type InputHTMLAttributes, useId } from 'react';
import * as styles from './Profile.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the value was refused, shown under the field and read with it. */
  error?: string | null;
  hint?: string;
};

/** A labelled text input of the profile form, with its hint and, when refused, the reason beside it. */
export function ProfileField({ label, value, onChange, error, hint, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={error ? styles.inputInvalid : styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
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
