import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AddToCartControl_product$key } from '../../__generated__/AddToCartControl_product.graphql';
import { useSignedIn } from '../../relay/useSignedIn';
import { button } from '../../ui/Button.css';
import { beyondCap, type GuestCartProduct, quantityCap, useGuestQuantity } from './guestCart';
import { QuantityStepper } from './QuantityStepper';
import { isUnconfirmedLine, useCartChanges } from './useCartChanges';
import { useGuestCartChange, useQuantityRefusalToast } from './useGuestCartChange';
import * as styles from './AddToCartControl.css';
import { HOLD_EARLY_PRESS } from '../server-render/earlyPresses';

type FocusTarget = 'add' | 'increase' | null;

/**
 * A product's cart control: 'Add' while it is not in the cart, then a stepper (minus at 1 removes the line, plus
 * stops at the stock); 'Out of stock' when none is left. `layout` "line" is the compact stepper of a cart line. A
 * guest's changes go to the cart kept on the device (guestCart.ts).
 */
export function AddToCartControl({ product, layout = 'card' }: { product: AddToCartControl_product$key; layout?: 'card' | 'line' }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AddToCartControl_product on Product {
        id
        databaseId
        slug
        localName
        unit
        images
        stock
        maxPerOrder
        price
        effectivePrice
        activePromotion {
          label
        }
        viewerCartLine {
          id
          quantity
        }
      }
    `,
    product,
  );
  const { add, setQuantity, remove } = useCartChanges();
  const changeGuestCart = useGuestCartChange();
  const showRefusal = useQuantityRefusalToast();
  const signedIn = useSignedIn();
  const guestQuantity = useGuestQuantity(data.id);
  const addRef = useRef<HTMLButtonElement>(null);
  const increaseRef = useRef<HTMLButtonElement>(null);
  // When the button the shopper pressed gives way to the other state, focus follows to its counterpart.
  const focusAfterChange = useRef<FocusTarget>(null);

  const line = data.viewerCartLine;
  const name = data.localName;
  const quantity = signedIn ? (line?.quantity ?? 0) : guestQuantity;
  const inCart = signedIn ? Boolean(line) : guestQuantity > 0;
  const prices = { productId: data.id, unitPrice: data.effectivePrice, listPrice: data.price };
  const guestProduct: GuestCartProduct = {
    productId: data.id,
    databaseId: data.databaseId,
    slug: data.slug,
    name,
    unit: data.unit,
    image: data.images[0] ?? null,
    stock: data.stock,
    maxPerOrder: data.maxPerOrder ?? null,
    unitPrice: data.effectivePrice,
    listPrice: data.price,
    promotion: data.activePromotion?.label ?? null,
  };
  const addOne = () => (signedIn ? add(prices) : changeGuestCart(guestProduct, (current) => current + 1));

  useEffect(() => {
    const target = focusAfterChange.current === 'add' ? addRef.current : focusAfterChange.current === 'increase' ? increaseRef.current : null;
    if (target) {
      target.focus();
      focusAfterChange.current = null;
    }
  }, [quantity]);

  const increase = () => {
    // The stock and the limit are known here, so the refusal needs no request.
    const refusal = beyondCap(guestProduct, quantity + 1);
    if (refusal) showRefusal(refusal, guestProduct);
    else addOne();
  };

  const decrease = (hadFocus: boolean) => {
    if (!signedIn) {
      if (hadFocus && Math.min(quantity - 1, quantityCap(guestProduct)) <= 0) focusAfterChange.current = 'add';
      changeGuestCart(guestProduct, (current) => Math.min(current - 1, quantityCap(guestProduct)));
      return;
    }
    // A line the server has not made yet has no id to send; offline the change is kept by product, so it may go.
    if (!line || (isUnconfirmedLine(line.id) && navigator.onLine)) return;
    // Stock or the limit can have fallen below the quantity since it was added: one tap brings the line back within it.
    const next = Math.min(quantity - 1, quantityCap(guestProduct));
    if (next <= 0) {
      if (hadFocus) focusAfterChange.current = 'add';
      remove({ ...prices, cartLineId: line.id });
    } else {
      setQuantity({ ...prices, cartLineId: line.id, quantity: next });
    }
  };

  let control;
  if (inCart) {
    control = <QuantityStepper name={name} quantity={quantity} layout={layout} onDecrease={decrease} onIncrease={increase} increaseRef={increaseRef} />;
  } else if (data.stock <= 0) {
    control = (
      <span className={styles.outOfStock({ layout })}>
        <Trans>Out of stock</Trans>
      </span>
    );
  } else {
    // A form around the button, so that without JavaScript a press still leads somewhere: the cart's page, which
    // says it needs it. With the code, the press adds here; on a rendered page pressed before the app has taken
    // over, the entry holds the press and makes it again once the app is ready (server-render/earlyPresses.ts).
    control = (
      <form method="get" action="/cart" data-early={HOLD_EARLY_PRESS} className={styles.addForm} onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name="add" value={data.databaseId} />
        <button
          ref={addRef}
          type="submit"
          className={`${button({ tone: 'outline' })} ${styles.add({ layout })}`}
          aria-label={t`Add ${name} to cart`}
          onClick={(event) => {
            event.preventDefault();
            if (document.activeElement === event.currentTarget) focusAfterChange.current = 'increase';
            addOne();
          }}
        >
          <Trans>Add</Trans>
        </button>
      </form>
    );
  }

  return (
    <div className={styles.root({ layout })}>
      {control}
      {/* Always present, so screen readers hear the first quantity as well as every change. */}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {quantity > 0 ? t`${quantity} in cart` : ''}
      </span>
    </div>
  );
}
