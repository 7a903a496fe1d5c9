import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { fetchQuery, graphql, readInlineData, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { Checkout_address$key } from '../../__generated__/Checkout_address.graphql';
import type { Checkout_viewer$data, Checkout_viewer$key } from '../../__generated__/Checkout_viewer.graphql';
import type { CheckoutPaginationQuery } from '../../__generated__/CheckoutPaginationQuery.graphql';
import CheckoutRouteQuery from '../../__generated__/CheckoutRouteQuery.graphql';
import { toast } from '../../ui/toast';
import { AddAddressDialog } from '../address/AddAddressDialog';
import { CartEmpty } from '../cart/CartEmpty';
import { AddressOption } from './AddressOption';
import { CheckoutAddresses } from './CheckoutAddresses';
import { CheckoutItems } from './CheckoutItems';
import { CheckoutSummary } from './CheckoutSummary';
import { orderResultPath } from './orderResultLoader';
import { localNumber, type PaymentChoice, paymentFields } from './mobileMoney';
import { PaymentMethodForm } from './PaymentMethodForm';
import { PlaceOrderBar } from './PlaceOrderBar';
import { PriceChangedDialog } from './PriceChangedDialog';
import { type AppliedPromo, PromoCodeForm } from './PromoCodeForm';
import type { PlacementInput } from './checkoutSession';
import { type PlacementPhase, useOrderPlacement } from './useOrderPlacement';
import * as styles from './Checkout.css';

const ADDRESS_PAGE_SIZE = 20;

/**
 * What the checkout needs of an address's delivery zone to preselect it, bill it and allow the order. The mutations
 * that add or change an address spread it too, so a new or edited address has it at once.
 */
const addressTerms = graphql`
  fragment Checkout_address on Address @inline {
    mobile
    deliveryPromise {
      served
      charge
      district
      servedDistricts
      estimatedDeliveryDate
    }
  }
`;

/**
 * The checkout: choose a delivery address (the newest one the shop delivers to is preselected; a new one is selected
 * once saved), see what is being bought, apply a promo code, check the bill with the chosen address's delivery charge
 * and estimate, choose how to pay (cash on delivery or mobile money) and place the order. An address where the shop does not deliver can be chosen, but
 * the order cannot be placed there: the checkout says where the shop delivers.
 */
export function Checkout({ viewer, paymentMethods }: { viewer: Checkout_viewer$key; paymentMethods: readonly string[] }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<CheckoutPaginationQuery, Checkout_viewer$key>(
    graphql`
      fragment Checkout_viewer on User
      @refetchable(queryName: "CheckoutPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        addresses(first: $count, after: $cursor) @connection(key: "Checkout_addresses") {
          edges {
            node {
              id
              ...Checkout_address
              ...AddressOption_address
            }
          }
        }
        cart {
          subtotal
          deliveryCharge
          lines {
            quantity
            product {
              id
            }
          }
          ...CheckoutItems_cart
          ...CheckoutSummary_cart
          ...PromoCodeForm_cart
        }
      }
    `,
    viewer,
  );
  const summaryHeadingId = useId();
  const [adding, setAdding] = useState(false);
  // undefined: the shopper has not chosen, so the newest served address is; null: their choice is gone (removed elsewhere).
  const [chosenId, setChosenId] = useState<string | null | undefined>(undefined);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [paymentChoice, setPaymentChoice] = useState<PaymentChoice>('cash');
  // null: the shopper has not typed a number, so the chosen address's phone is offered.
  const [typedPhone, setTypedPhone] = useState<string | null>(null);
  // A changed bill drops the promo code (its discount was reckoned on the old figures); changed zones keep it.
  const { placement, placed, placeOnce } = useCheckoutPlacement(() => setPromo(null));

  const cart = data.cart;
  const edges = data.addresses.edges;
  const { phase, busy } = placement;
  const { selectedId, selectedMobile, notDelivered, deliveryCharge, estimatedDeliveryDate } = deliveryChoice(edges, chosenId, phase, cart.deliveryCharge);
  const payerPhone = typedPhone ?? localNumber(selectedMobile);
  const payment = paymentFields(paymentChoice, payerPhone, paymentMethods);
  // As the server totals the order: the promo code never takes the total below 0; delivery is charged on top.
  const grandTotal = Math.max(0, cart.subtotal - (promo?.discountTotal ?? 0)) + (deliveryCharge ?? 0);

  if (placed) {
    return (
      <p className={styles.placedNote} role="status">
        <Trans>Your order is placed.</Trans>
      </p>
    );
  }

  if (cart.lines.length === 0) return <CartEmpty signedOut={false} />;

  const placeOrder = (pay = payment) => {
    if (busy) return;
    if (!selectedId) return void toast.error(t`Please select an address before proceeding!`);
    if (notDelivered || !pay) return;
    placeOnce({
      ...pay,
      addressId: selectedId,
      promoCode: promo?.code ?? null,
      subtotal: cart.subtotal,
      total: grandTotal,
      lines: cart.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    });
  };

  return (
    <div className={styles.layout}>
      <CheckoutAddresses
        options={edges.map((edge) => (
          <AddressOption key={edge.node.id} address={edge.node} checked={edge.node.id === selectedId} disabled={busy} onSelect={setChosenId} />
        ))}
        busy={busy}
        more={{ hasNext, isLoadingNext, loadNext: () => loadNext(ADDRESS_PAGE_SIZE) }}
        onAdd={() => setAdding(true)}
      />
      <section className={`${styles.panel} ${styles.summary}`} aria-labelledby={summaryHeadingId}>
        <h2 id={summaryHeadingId} className={styles.panelTitle}>
          <Trans>Summary</Trans>
        </h2>
        <CheckoutItems cart={cart} />
        <PromoCodeForm cart={cart} applied={promo} onApplied={setPromo} disabled={busy} />
        <CheckoutSummary cart={cart} promoDiscount={promo?.discountTotal ?? 0} deliveryCharge={deliveryCharge} estimatedDeliveryDate={estimatedDeliveryDate} grandTotal={grandTotal} />
        <PaymentMethodForm offered={paymentMethods} choice={paymentChoice} phone={payerPhone} disabled={busy} onChoice={setPaymentChoice} onPhone={setTypedPhone} />
        <PlaceOrderBar
          phase={phase}
          notDelivered={notDelivered}
          noAddress={edges.length === 0}
          busy={busy}
          mobileMoney={paymentChoice === 'mobileMoney'}
          payable={payment !== null}
          onPlace={() => placeOrder()}
          onPayCash={() => {
            setPaymentChoice('cash');
            placeOrder({ paymentMethod: 'CASH_ON_DELIVERY', payerPhone: null });
          }}
          onAddAddress={() => setAdding(true)}
        />
      </section>

      <AddAddressDialog viewerId={data.id} open={adding} onClose={() => setAdding(false)} onAdded={setChosenId} />
      <PriceChangedDialog
        open={phase.kind === 'priceChanged'}
        subtotal={phase.kind === 'priceChanged' ? phase.subtotal : 0}
        total={phase.kind === 'priceChanged' ? phase.total : 0}
        onConfirm={placement.confirmNewTotal}
        onCancel={placement.dismiss}
      />
    </div>
  );
}

/**
 * Placing the order: a placed order opens /success; when the server's figures or delivery zones differ from the
 * page's, the page's data is loaded again so the bill and the addresses show them (`onFiguresChanged` first).
 */
function useCheckoutPlacement(onFiguresChanged: () => void) {
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [placed, setPlaced] = useState(false);
  useEffect(() => {
    // /success opens without waiting for its code once the order is placed.
    import('./SuccessRoute').catch(() => undefined);
    import('./PaymentRoute').catch(() => undefined);
  }, []);
  const placement = useOrderPlacement({
    onPlaced: (order) => {
      setPlaced(true);
      // A mobile-money order waits for the payer's approval on the payment page, which ends on /success.
      void navigate(orderResultPath(order.paymentState === 'PENDING' ? 'payment' : 'success', order.databaseId), { replace: true });
    },
    onStale: (what) => {
      fetchQuery(environment, CheckoutRouteQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
      if (what === 'figures') onFiguresChanged();
    },
  });
  const guard = useRef(false);
  /** Sends the order: two taps in one frame both reach here before React re-renders, and the second is dropped. */
  const placeOnce = (input: PlacementInput) => {
    if (guard.current) return;
    guard.current = true;
    requestAnimationFrame(() => {
      guard.current = false;
    });
    placement.place(input);
  };
  return { placement, placed, placeOnce };
}

/**
 * The address the order goes to and what its zone says: the shopper's choice while it is still listed, else the
 * newest address the shop delivers to (the list is newest first), else the newest. `notDelivered` when the zones say
 * the shop does not deliver there, or the server said so when the order was sent (the zones changed since the page
 * loaded; the page loads them again meanwhile). Without an address, the cart's usual delivery charge.
 */
function deliveryChoice(edges: Checkout_viewer$data['addresses']['edges'], chosenId: string | null | undefined, phase: PlacementPhase, usualCharge: number | null) {
  const inline = new Map(edges.map((edge) => [edge.node.id, readInlineData<Checkout_address$key>(addressTerms, edge.node)]));
  const terms = new Map([...inline].map(([id, address]) => [id, address.deliveryPromise]));
  const preselected = edges.find((edge) => terms.get(edge.node.id)?.served) ?? edges[0];
  const selectedId =
    chosenId === undefined ? (preselected?.node.id ?? null) : chosenId !== null && edges.some((edge) => edge.node.id === chosenId) ? chosenId : null;
  const promise = (selectedId !== null ? terms.get(selectedId) : undefined) ?? null;
  const notDelivered =
    promise && !promise.served
      ? { district: promise.district ?? '', servedDistricts: promise.servedDistricts }
      : phase.kind === 'notDelivered' && phase.input.addressId === selectedId
        ? { district: phase.district, servedDistricts: phase.servedDistricts }
        : null;
  return {
    selectedId,
    /** The chosen address's phone: the mobile-money number offered first. */
    selectedMobile: selectedId !== null ? (inline.get(selectedId)?.mobile ?? null) : null,
    notDelivered,
    // Null: no delivery there.
    deliveryCharge: notDelivered ? null : promise ? promise.charge : usualCharge,
    estimatedDeliveryDate: notDelivered ? null : (promise?.estimatedDeliveryDate ?? null),
  };
}
