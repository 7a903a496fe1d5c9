import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import * as styles from './AddToCartControl.css';

/**
 * The cart's quantity stepper: minus, the quantity, plus. What the buttons do is the caller's (the account's cart or
 * the guest cart); `onDecrease` learns whether the minus button had the focus, so focus can follow if the line goes.
 */
export function QuantityStepper({
  name,
  quantity,
  layout,
  onDecrease,
  onIncrease,
  increaseRef,
}: {
  name: string;
  quantity: number;
  layout: 'card' | 'line';
  onDecrease: (hadFocus: boolean) => void;
  onIncrease: () => void;
  increaseRef?: Ref<HTMLButtonElement>;
}) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Quantity of ${name}`} className={styles.stepper({ layout })}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={t`Decrease quantity of ${name}`}
        onClick={(event) => onDecrease(document.activeElement === event.currentTarget)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span className={styles.quantity} aria-hidden="true">
        {quantity}
      </span>
      <button ref={increaseRef} type="button" className={styles.stepButton} aria-label={t`Increase quantity of ${name}`} onClick={onIncrease}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
