import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { MobileMoneyNumberField } from './MobileMoneyNumberField';
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
  const [touched, setTouched] = useState(false);
  const payer = payerNumber(phone, offered);
  const error = usePayerNumberError()(payer, touched);
  const mtn = offered.includes('MTN_MOMO');
  const airtel = offered.includes('AIRTEL_MONEY');
  const onlyProvider = mtn ? 'MTN MoMo' : 'Airtel Money';
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
          <MobileMoneyNumberField phone={phone} payer={payer} error={error} onChange={onPhone} onBlur={() => setTouched(true)} />
        </div>
      ) : null}
    </fieldset>
  );
}
