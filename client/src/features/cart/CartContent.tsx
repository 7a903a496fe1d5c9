import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { CartContent_cart$key } from '../../__generated__/CartContent_cart.graphql';
import { useFormatRwf } from '../../i18n/money';
import { isSignedIn } from '../../relay/session';
import { toast } from '../../ui/toast';
import { CartBill } from './CartBill';
import { CartEmpty } from './CartEmpty';
import { CartLineItem } from './CartLineItem';
import * as styles from './CartContent.css';

/**
 * What the cart drawer and the /cart page show: the lines, the bill and Proceed, or a friendly empty state.
 * `cart` is null for a visitor who is not signed in. `onNavigate` runs before a link or Proceed leaves (the
 * drawer closes).
 */
export function CartContent({
  cart,
  layout,
  onNavigate,
}: {
  cart: CartContent_cart$key | null;
  layout: 'drawer' | 'page';
  onNavigate?: () => void;
}) {
  const { t } = useLingui();
  const formatRwf = useFormatRwf();
  const navigate = useNavigate();
  const data = useFragment(
    graphql`
      fragment CartContent_cart on Cart {
        lines {
          id
          ...CartLineItem_line
        }
        savings
        total
        ...CartBill_cart
      }
    `,
    cart,
  );
  const root = useRef<HTMLDivElement>(null);
  const lineCount = data?.lines.length ?? 0;

  useEffect(() => {
    // A line removed with its own minus button takes the focus with it: keyboard users continue from the heading.
    if (document.activeElement === document.body) {
      root.current?.closest('dialog, main')?.querySelector<HTMLElement>('h1, h2')?.focus();
    }
  }, [lineCount]);

  if (!data || lineCount === 0) {
    return (
      <div ref={root} className={styles.emptyWrap}>
        <CartEmpty signedOut={!data} onNavigate={onNavigate} />
      </div>
    );
  }

  const savings = formatRwf(data.savings);

  const proceed = () => {
    if (!isSignedIn()) {
      toast.error(t`Please Login`);
      return;
    }
    onNavigate?.();
    void navigate('/checkout');
  };

  return (
    <div ref={root} className={styles.content({ layout })}>
      <div className={styles.main({ layout })}>
        {data.savings > 0 ? (
          <p className={styles.savingsBanner}>
            <Trans>Your total savings {savings}</Trans>
          </p>
        ) : null}
        <ul className={styles.lines} aria-label={t`Items in your cart`}>
          {data.lines.map((line) => (
            <CartLineItem key={line.id} line={line} onNavigate={onNavigate} />
          ))}
        </ul>
      </div>
      <div className={styles.side({ layout })}>
        <CartBill cart={data} headingLevel={layout === 'drawer' ? 3 : 2} />
      </div>
      <div className={styles.proceedBar({ layout })}>
        <button type="button" className={styles.proceed} onClick={proceed}>
          <span className={styles.proceedTotal}>
            <span className={styles.proceedAmount}>{formatRwf(data.total)}</span>
            <span className={styles.proceedLabel}>
              <Trans>Total</Trans>
            </span>
          </span>
          <span className={styles.proceedAction}>
            <Trans>Proceed</Trans>
            <span aria-hidden="true"> ›</span>
          </span>
        </button>
      </div>
    </div>
  );
}
