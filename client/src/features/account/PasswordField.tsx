import { Trans, useLingui } from '@lingui/react/macro';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import * as styles from './AuthForm.css';

/** The input's own attributes (a value and onChange, or what the form registers), and the field's. */
type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type' | 'required' | 'autoComplete'> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** Advice shown under the field before anything goes wrong (what a new password needs). */
  hint?: string;
  /** A refusal that concerns this field: shown under it and tied to it for screen readers. */
  error?: string | null;
};

/** A password input with a Show/Hide toggle (the toggle says which state it is in to screen readers). */
export function PasswordField({ label, hint, error, ...input }: Props) {
  const { t } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordRow}>
        <input
          {...input}
          id={id}
          className={styles.passwordInput}
          type={visible ? 'text' : 'password'}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={visible ? t`Hide ${label}` : t`Show ${label}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
