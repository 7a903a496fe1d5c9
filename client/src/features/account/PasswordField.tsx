import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import * as styles from './AuthForm.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a Show/Hide toggle (the toggle says which state it is in to screen readers). */
export function PasswordField({ label, value, onChange, autoComplete }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordRow}>
        <input
          id={id}
          className={styles.passwordInput}
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          required
          onChange={(event) => onChange(event.target.value)}
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
    </div>
  );
}
