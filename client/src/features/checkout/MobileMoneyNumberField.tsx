import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { PayerNumber } from './mobileMoney';
import * as styles from './PaymentMethodForm.css';

/**
 * The mobile-money number a phone is asked to pay from: its label, the provider the number pays with (from its
 * prefix), and why it cannot pay. `announceError` makes the reason an alert, for a field the shopper is not typing in
 * when the reason appears (a refusal after sending).
 */
export function MobileMoneyNumberField({
  phone,
  payer,
  error,
  announceError = false,
  onChange,
  onBlur,
}: {
  phone: string;
  payer: PayerNumber;
  error: string | null;
  announceError?: boolean;
  onChange: (phone: string) => void;
  onBlur?: () => void;
}) {
  const phoneId = useId();
  const providerId = useId();
  const errorId = useId();
  const describedBy = [payer.kind === 'ok' ? providerId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <label htmlFor={phoneId} className={styles.label}>
        <Trans>Mobile money number</Trans>
      </label>
      <input
        id={phoneId}
        className={styles.input}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {payer.kind === 'ok' ? (
        <p id={providerId} className={styles.provider}>
          <Trans>Pays with {payer.provider}</Trans>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </>
  );
}
