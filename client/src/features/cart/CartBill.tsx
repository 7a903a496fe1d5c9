import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { CartBill_cart$key } from '../../__generated__/CartBill_cart.graphql';
import { BillRows } from './BillRows';
import * as styles from './CartBill.css';

/** The bill: items total (the list-price total struck through when there are savings), quantity, delivery, grand total. */
export function CartBill({ cart, headingLevel }: { cart: CartBill_cart$key; headingLevel: 2 | 3 }) {
  const data = useFragment(
    graphql`
      fragment CartBill_cart on Cart {
        total
        ...BillRows_cart
      }
    `,
    cart,
  );
  return (
    <BillSection headingLevel={headingLevel}>
      <BillRows cart={data} total={data.total} />
    </BillSection>
  );
}

/** The bill's box and its 'Bill details' heading around its rows. */
export function BillSection({ headingLevel, children }: { headingLevel: 2 | 3; children: ReactNode }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.bill} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        <Trans>Bill details</Trans>
      </Heading>
      {children}
    </section>
  );
}
