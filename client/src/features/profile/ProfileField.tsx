import { type InputHTMLAttributes, type Ref, useId } from 'react';
import * as styles from './Profile.css';

/** The input's own attributes, and what the form registers (name, onChange, onBlur, ref). */
type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** Why the value was refused, shown under the field and read with it. */
  error?: string | null;
  hint?: string;
};

/** A labelled text input of the profile form, with its hint and, when refused, the reason beside it. */
export function ProfileField({ label, error, hint, ...input }: Props) {
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
