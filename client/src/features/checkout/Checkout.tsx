import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { fetchQuery, graphql, readInlineData, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { Checkout_address$key } from '../../__generated__/Checkout_address.graphql';
import type { Checkout_viewer$key } from '../../__generated__/Checkout_viewer.graphql';
import type { CheckoutPaginationQuery } from '../../__generated__/CheckoutPaginationQuery.graphql';
import CheckoutRouteQuery from '../../__generated__/CheckoutRouteQuery.graphql';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { AddAddressDialog } from '../address/AddAddressDialog';
import { PlusIcon } from '../../ui/icons';
import { CartEmpty } from '../cart/CartEmpty';
import { AddressOption } from './AddressOption';
import { CheckoutSummary } from './CheckoutSummary';
import { NotDeliveredNote } from './NotDeliveredNote';
import { PriceChangedDialog } from './PriceChangedDialog';
import { type AppliedPromo, PromoCodeForm } from './PromoCodeForm';
import { CheckoutItems } from './CheckoutItems';
import { orderResultPath } from './orderResultLoader';
import { useOrderPlacement } from './useOrderPlacement';
import * as styles from './Checkout.css';

const ADDRESS_PAGE_SIZE = 20;

/**
 * What the checkout needs of an address's delivery zone to preselect it, bill it and allow the order. The mutations
 * that add or change an address spread it too, so a new or edited address has it at once.
 */
const addressTerms = graphql`
  fragment Checkout_address on Address @inline {
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
 * and estimate, and place the order, cash on delivery. An address where the shop does not deliver can be chosen, but
 * the order cannot be placed there: the checkout says where the shop delivers.
 */
export function Checkout({ viewer }: { viewer: Checkout_viewer$key }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
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
  const addressesHeadingId = useId();
  const summaryHeadingId = useId();
  const placeReasonId = useId();
  const notDeliveredId = useId();
  const [adding, setAdding] = useState(false);
  // undefined: the shopper has not chosen, so the newest served address is; null: their choice is gone (removed elsewhere).
  const [chosenId, setChosenId] = useState<string | null | undefined>(undefined);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [placed, setPlaced] = useState(false);
  const guard = useRef(false);

  useEffect(() => {
    // /success opens without waiting for its code once the order is placed.
    import('./SuccessRoute').catch(() => undefined);
  }, []);

  const placement = useOrderPlacement({
    onPlaced: (order) => {
      setPlaced(true);
      void navigate(orderResultPath('success', order.databaseId), { replace: true });
    },
    // The server's figures or delivery zones differ from the page's: load the page's data again so the bill and the
    // addresses show them. A promo code stays applied when only the zones changed.
    onStale: (what) => {
      fetchQuery(environment, CheckoutRouteQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
      if (what === 'figures') setPromo(null);
    },
  });

  const edges = data.addresses.edges;
  const terms = new Map(edges.map((edge) => [edge.node.id, readInlineData<Checkout_address$key>(addressTerms, edge.node).deliveryPromise]));
  // A shopper who added an address the shop does not deliver to yet starts from one it does (the list is newest
  // first); the other stays in the list, marked, and can still be chosen.
  const preselected = edges.find((edge) => terms.get(edge.node.id)?.served) ?? edges[0];
  const selectedId =
    chosenId === undefined ? (preselected?.node.id ?? null) : chosenId !== null && edges.some((edge) => edge.node.id === chosenId) ? chosenId : null;
  const selectedPromise = (selectedId !== null ? terms.get(selectedId) : undefined) ?? null;
  const cart = data.cart;
  const promoDiscount = promo?.discountTotal ?? 0;
  const { phase, busy } = placement;
  // Refused: the zones say the shop does not deliver there, or the server said so when the order was sent (the zones
  // changed since the page loaded; the page loads them again meanwhile).
  const notDelivered =
    selectedPromise && !selectedPromise.served
      ? { district: selectedPromise.district ?? '', servedDistricts: selectedPromise.servedDistricts }
      : phase.kind === 'notDelivered' && phase.input.addressId === selectedId
        ? { district: phase.district, servedDistricts: phase.servedDistricts }
        : null;
  // Null: no delivery there. Without a chosen address, the charge of the cart's bill (the shop's usual one).
  const deliveryCharge = notDelivered ? null : selectedPromise ? selectedPromise.charge : cart.deliveryCharge;
  const estimatedDeliveryDate = notDelivered ? null : (selectedPromise?.estimatedDeliveryDate ?? null);
  // As the server totals the order: the promo code never takes the total below 0; delivery is charged on top.
  const grandTotal = Math.max(0, cart.subtotal - promoDiscount) + (deliveryCharge ?? 0);
  const noAddress = edges.length === 0;

  if (placed) {
    return (
      <p className={styles.placedNote} role="status">
        <Trans>Your order is placed.</Trans>
      </p>
    );
  }

  if (cart.lines.length === 0) return <CartEmpty signedOut={false} />;

  const placeOrder = () => {
    if (busy || guard.current) return;
    if (!selectedId) {
      toast.error(t`Please select an address before proceeding!`);
      return;
    }
    if (notDelivered) return;
    // Two taps in one frame both reach here before React re-renders: the second is dropped.
    guard.current = true;
    requestAnimationFrame(() => {
      guard.current = false;
    });
    placement.place({
      addressId: selectedId,
      promoCode: promo?.code ?? null,
      subtotal: cart.subtotal,
      total: grandTotal,
      lines: cart.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    });
  };

  return (
    <div className={styles.layout}>
      <section className={styles.panel} aria-labelledby={addressesHeadingId}>
        <h2 id={addressesHeadingId} className={styles.panelTitle}>
          <Trans>Choose your delivery address</Trans>
        </h2>
        {noAddress ? (
          <p className={styles.noAddress} role="status">
            <Trans>No address found! Please add an address.</Trans>
          </p>
        ) : (
          <fieldset className={styles.fieldset}>
            <legend className="visually-hidden">
              <Trans>Delivery address</Trans>
            </legend>
            <ul className={styles.options}>
              {edges.map((edge) => (
                <AddressOption
                  key={edge.node.id}
                  address={edge.node}
                  checked={edge.node.id === selectedId}
                  disabled={busy}
                  onSelect={setChosenId}
                />
              ))}
            </ul>
          </fieldset>
        )}
        {hasNext ? (
          <Button
            tone="quiet"
            size="small"
            disabled={isLoadingNext}
            onClick={() => {
              if (!isLoadingNext) loadNext(ADDRESS_PAGE_SIZE);
            }}
          >
            {isLoadingNext ? <Trans>Loading...</Trans> : <Trans>Show more addresses</Trans>}
          </Button>
        ) : null}
        <button type="button" className={styles.addTile} onClick={() => setAdding(true)} disabled={busy}>
          <PlusIcon size={22} />
          <span>
            <Trans>Add address</Trans>
          </span>
        </button>
      </section>

      <section className={`${styles.panel} ${styles.summary}`} aria-labelledby={summaryHeadingId}>
        <h2 id={summaryHeadingId} className={styles.panelTitle}>
          <Trans>Summary</Trans>
        </h2>
        <CheckoutItems cart={cart} />
        <PromoCodeForm cart={cart} applied={promo} onApplied={setPromo} disabled={busy} />
        <CheckoutSummary
          cart={cart}
          promoDiscount={promoDiscount}
          deliveryCharge={deliveryCharge}
          estimatedDeliveryDate={estimatedDeliveryDate}
          grandTotal={grandTotal}
        />
        <div className={styles.placeBar}>
          <div aria-live="polite">
            {phase.kind === 'waiting' ? (
              <p className={styles.waiting}>
                {phase.reason === 'offline' ? (
                  <Trans>You are offline. Waiting for connection… Your order will be placed as soon as you are back online.</Trans>
                ) : phase.reason === 'busy' ? (
                  <Trans>The shop is busy. Your order will be sent again in a moment.</Trans>
                ) : (
                  <Trans>The shop could not be reached. Trying again…</Trans>
                )}
              </p>
            ) : null}
          </div>
          <div aria-live="polite">
            {notDelivered ? <NotDeliveredNote id={notDeliveredId} district={notDelivered.district} servedDistricts={notDelivered.servedDistricts} /> : null}
          </div>
          {phase.kind === 'failed' ? (
            <p className={styles.placeError} role="alert">
              {phase.message}
            </p>
          ) : null}
          <button
            type="button"
            className={styles.placeButton}
            disabled={noAddress || notDelivered !== null}
            aria-disabled={busy || undefined}
            aria-describedby={noAddress ? placeReasonId : notDelivered ? notDeliveredId : undefined}
            onClick={placeOrder}
          >
            {phase.kind === 'placing' ? (
              <Trans>Placing order...</Trans>
            ) : phase.kind === 'waiting' ? (
              <Trans>Waiting for connection...</Trans>
            ) : (
              <Trans>Cash on Delivery</Trans>
            )}
          </button>
          {noAddress ? (
            <p id={placeReasonId} className={styles.placeReason}>
              <Trans>
                <button type="button" className={styles.placeReasonAction} onClick={() => setAdding(true)}>
                  Add a delivery address
                </button>{' '}
                to place your order
              </Trans>
            </p>
          ) : null}
        </div>
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
