import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { type PayerNumber, type PaymentChoice, payerNumber } from './mobileMoney';
import * as styles from './PaymentMethodForm.css';

interface Props {
  /** The ways this shop takes; Mobile Money is offered when it takes MTN MoMo or Airtel Money. */
  offered: readonly string[];
  choice: PaymentChoice;
  phone: string;
  disabled: boolean;
  onChoice: (choice: PaymentChoice) => void;
  onPhone: (phone: string) => void;
}

/** Why a typed number cannot pay, in the shopper's words; null when it can (or nothing is typed yet and not asked). */
export function usePayerNumberError() {
  const { t } = useLingui();
  return (payer: PayerNumber, asked: boolean): string | null => {
    switch (payer.kind) {
      case 'ok':
        return null;
      case 'empty':
        return asked ? t`Enter the mobile money number to pay with.` : null;
      case 'invalid':
        return t`Enter a Rwandan mobile number, e.g. 078 123 4567.`;
      case 'otherNetwork':
        return t`Mobile money works with MTN (078, 079) and Airtel (072, 073) numbers. Use one of those, or pay cash on delivery.`;
      case 'notOffered': {
        const provider = payer.provider;
        return t`This shop does not take ${provider} payments. Use another number, or pay cash on delivery.`;
      }
    }
  };
}

/**
 * How the shopper pays: Cash on Delivery, or Mobile Money with the number whose phone will be asked to approve (the
 * provider follows the number's prefix). A number no provider takes is explained under the field.
 */
export function PaymentMethodForm({ offered, choice, phone, disabled, onChoice, onPhone }: Props) {
  const name = useId();
  const phoneId = useId();
  const providerId = useId();
  const errorId = useId();
  const [touched, setTouched] = useState(false);
  const payer = payerNumber(phone, offered);
  const error = usePayerNumberError()(payer, touched);
  const mtn = offered.includes('MTN_MOMO');
  const airtel = offered.includes('AIRTEL_MONEY');
  const onlyProvider = mtn ? 'MTN MoMo' : 'Airtel Money';
  const describedBy = [payer.kind === 'ok' ? providerId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>
        <Trans>Payment method</Trans>
      </legend>
      <div className={styles.options}>
        <label className={styles.option}>
          <input type="radio" className={styles.radio} name={name} value="cash" checked={choice === 'cash'} onChange={() => onChoice('cash')} />
          <span className={styles.optionText}>
            <span className={styles.optionTitle}>
              <Trans>Cash on Delivery</Trans>
            </span>
            <span className={styles.optionNote}>
              <Trans>Pay when your order arrives.</Trans>
            </span>
          </span>
        </label>
        {mtn || airtel ? (
          <label className={styles.option}>
            <input type="radio" className={styles.radio} name={name} value="mobileMoney" checked={choice === 'mobileMoney'} onChange={() => onChoice('mobileMoney')} />
            <span className={styles.optionText}>
              <span className={styles.optionTitle}>
                <Trans>Mobile Money</Trans>
              </span>
              <span className={styles.optionNote}>
                {mtn && airtel ? (
                  <Trans>MTN MoMo or Airtel Money: approve the payment on your phone.</Trans>
                ) : (
                  <Trans>{onlyProvider}: approve the payment on your phone.</Trans>
                )}
              </span>
            </span>
          </label>
        ) : null}
      </div>
      {choice === 'mobileMoney' && (mtn || airtel) ? (
        <div className={styles.phoneField}>
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
            onChange={(event) => onPhone(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {payer.kind === 'ok' ? (
            <p id={providerId} className={styles.provider}>
              <Trans>Pays with {payer.provider}</Trans>
            </p>
          ) : null}
          {error ? (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
