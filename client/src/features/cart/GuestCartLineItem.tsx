import { useLingui } from '@lingui/react/macro';
import { slugId } from '../../routes/slugs';
import { CartLineView } from './CartLineItem';
import { type GuestCartLine, quantityCap } from './guestCart';
import { QuantityStepper } from './QuantityStepper';
import { useGuestCartChange } from './useGuestCartChange';
import * as styles from './AddToCartControl.css';

/** One line of the guest cart, drawn from what the device keeps of its product; the stepper changes the kept quantity. */
export function GuestCartLineItem({ line, onNavigate }: { line: GuestCartLine; onNavigate?: () => void }) {
  const { t } = useLingui();
  const change = useGuestCartChange();
  const { quantity, ...product } = line;
  return (
    <CartLineView
      image={line.image ?? ''}
      name={line.name}
      href={`/product/${slugId(line.slug, line.databaseId)}`}
      unit={line.unit}
      promotion={line.promotion}
      unitPrice={line.unitPrice}
      originalUnitPrice={line.listPrice}
      lineTotal={line.unitPrice * quantity}
      originalLineTotal={line.listPrice * quantity}
      savings={(line.listPrice - line.unitPrice) * quantity}
      waitingForConnection={false}
      onNavigate={onNavigate}
      control={
        <div className={styles.root({ layout: 'line' })}>
          <QuantityStepper
            name={line.name}
            quantity={quantity}
            layout="line"
            // Stock or the limit can have fallen below the quantity since it was added: one tap brings the line back within it.
            onDecrease={() => change(product, (current) => Math.min(current - 1, quantityCap(line)))}
            onIncrease={() => change(product, (current) => current + 1)}
          />
          <span className="visually-hidden" aria-live="polite" aria-atomic="true">
            {t`${quantity} in cart`}
          </span>
        </div>
      }
    />
  );
}
