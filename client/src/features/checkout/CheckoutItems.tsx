import { Trans } from '@lingui/react/macro';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CheckoutItems_cart$key } from '../../__generated__/CheckoutItems_cart.graphql';
import { CheckoutItem } from './CheckoutItem';
import * as styles from './Checkout.css';

/**
 * What is being bought, above the bill: one compact row per cart line. On a laptop a long cart scrolls inside its
 * box, so the bill and Cash on Delivery stay in view beside the addresses.
 */
export function CheckoutItems({ cart }: { cart: CheckoutItems_cart$key }) {
  const data = useFragment(
    graphql`
      fragment CheckoutItems_cart on Cart {
        lines {
          id
          ...CheckoutItem_line
        }
      }
    `,
    cart,
  );
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const scrolls = useScrolls(list, data.lines.length);
  return (
    <div className={styles.items}>
      <h3 id={headingId} className={styles.itemsTitle}>
        <Trans>Items in your order</Trans>
      </h3>
      {/* A box that scrolls takes the keyboard focus, so it can be scrolled without a mouse. */}
      <ul ref={list} className={styles.itemList} aria-labelledby={headingId} tabIndex={scrolls ? 0 : undefined}>
        {data.lines.map((line) => (
          <CheckoutItem key={line.id} line={line} />
        ))}
      </ul>
    </div>
  );
}

/** Whether the element's content is taller than the element (it scrolls), kept up to date as either changes size. */
function useScrolls(ref: RefObject<HTMLElement | null>, childCount: number): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref, childCount]);
  return scrolls;
}
