import {
  commitMutation,
  fetchQuery,
  type Disposable,
  type Environment,
  generateClientID,
  getRequest,
  graphql,
  type RecordSourceProxy,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import CartQuery, { type cartChangesCartQuery } from '../../__generated__/cartChangesCartQuery.graphql';
import type { offlineCartQuery } from '../../__generated__/offlineCartQuery.graphql';
import AddToCart, { type cartChangesAddMutation } from '../../__generated__/cartChangesAddMutation.graphql';
import RemoveCartLine, { type cartChangesRemoveLineMutation } from '../../__generated__/cartChangesRemoveLineMutation.graphql';
import SetCartQuantity, { type cartChangesSetQuantityMutation } from '../../__generated__/cartChangesSetQuantityMutation.graphql';
import { type CartProductPrices, changeCartQuantityOptimistically } from '../cart/optimisticCart';
import { type KeptProduct, type PendingCartChange, pendingCartChanges, readPendingCart as read, refreshPendingCartChanges, writePendingCart as write } from './pendingCart';
import { tokenSubject } from './tokenSubject';

const overlays = new Map<string, Disposable>();

/**
 * Gives the store what a cart line shows of the product where it lacks it (a record, or some of its fields): after a
 * reload offline the store holds only the server's cart, and the product of a line added offline is drawn from what
 * was kept with the change. What the server has sent is left as it is.
 */
function completeProduct(store: RecordSourceProxy, { productId, name, unitPrice, listPrice, quantity, product: kept }: PendingCartChange): void {
  const product = store.get(productId) ?? store.create(productId, 'Product');
  const fill = (field: string, value: unknown) => {
    if (product.getValue(field) === undefined) product.setValue(value, field);
  };
  fill('id', productId);
  fill('localName', name);
  fill('price', listPrice);
  fill('effectivePrice', unitPrice);
  fill('databaseId', kept?.databaseId ?? '');
  fill('slug', kept?.slug ?? '');
  fill('unit', kept?.unit ?? '');
  fill('images', kept?.images ?? []);
  // Unknown stock: the shopper can keep what they chose, not add more before the server has a say.
  fill('stock', kept?.stock ?? quantity);
  if (product.getLinkedRecord('activePromotion') === undefined) {
    if (kept?.promotion) {
      const id = generateClientID(productId, 'keptPromotion');
      const promotion = store.get(id) ?? store.create(id, 'ActivePromotion');
      promotion.setValue(kept.promotion, 'label');
      product.setLinkedRecord(promotion, 'activePromotion');
    } else {
      product.setValue(null, 'activePromotion');
    }
  }
}

/**
 * Shows a waiting change as an optimistic layer over the server's data: Relay re-applies it whenever an answer
 * arrives (a kept catalogue answer after a reload included), so the screen shows the quantity the shopper chose, its
 * line (marked as waiting for a connection) and the bill with it, until the change is sent; then the layer goes and
 * the server's answer shows, where the line the server made takes the waiting one's place.
 */
function overlay(environment: Environment, change: PendingCartChange): void {
  overlays.get(change.productId)?.dispose();
  overlays.set(
    change.productId,
    environment.applyUpdate({
      storeUpdater: (store) => {
        if (change.quantity > 0) completeProduct(store, change);
        // The updater reads and writes records only (get, create, getRoot): a plain proxy offers those.
        changeCartQuantityOptimistically(store as RecordSourceSelectorProxy, change, () => change.quantity);
        store.get(change.productId)?.getLinkedRecord('viewerCartLine')?.setValue(true, 'waitingForConnection');
      },
    }),
  );
}

function removeOverlay(productId: string): void {
  overlays.get(productId)?.dispose();
  overlays.delete(productId);
}

/** Shows the signed-in shopper's waiting changes on screen (after a reload, the queue is all that is left of them). */
export function showPendingCartChanges(environment: Environment): void {
  refreshPendingCartChanges();
  pendingCartChanges().forEach((change) => overlay(environment, change));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A record as the store keeps it: fields by name, links as `{ __ref }`. */
type StoredRecord = { readonly [field: string]: unknown };

/** What the store knows of a product that its cart line shows (see KeptProduct). */
function keptProduct(source: { get(id: string): StoredRecord | null | undefined }, record: StoredRecord, quantity: number): KeptProduct {
  const image = Array.isArray(record.images) ? (record.images as unknown[]).find((each) => typeof each === 'string') : undefined;
  const promotionRef = (record.activePromotion as { __ref?: string } | null | undefined)?.__ref;
  return {
    databaseId: text(record.databaseId),
    slug: text(record.slug),
    unit: text(record.unit),
    images: typeof image === 'string' ? [image] : [],
    stock: typeof record.stock === 'number' ? record.stock : quantity,
    promotion: promotionRef ? text(source.get(promotionRef)?.label) || null : null,
  };
}

/**
 * Keeps a cart change made without a connection (keepCartChange.ts decided): queues the quantity it leads to, from
 * the quantity on screen now, and shows it.
 */
export function keepCartChange(environment: Environment, product: CartProductPrices, nextQuantity: (current: number) => number): void {
  const user = tokenSubject();
  if (!user) return;
  const source = environment.getStore().getSource();
  const record = source.get(product.productId);
  if (!record) return;
  const lineRef = (record.viewerCartLine as { __ref?: string } | null | undefined)?.__ref;
  const current = lineRef ? Number(source.get(lineRef)?.quantity ?? 0) : 0;
  const quantity = Math.max(0, nextQuantity(current));
  const kept: PendingCartChange = { ...product, quantity, name: text(record.localName), product: keptProduct(source, record, quantity) };
  overlay(environment, kept);
  const stored = read();
  const changes = stored?.user === user ? stored.changes : [];
  // The product's earlier waiting change is replaced: only where the shopper ended up matters, in the order of the
  // latest change.
  write({ user, changes: [...changes.filter((each) => each.productId !== kept.productId), kept] });
}

/** How one waiting change ended when it was sent. */
export type SentOutcome = { change: PendingCartChange; refusal: { code?: string; message?: string; available?: number | null } | null };

const cartQuery = graphql`
  query offlineCartQuery {
    viewer {
      cart {
        lines {
          id
          quantity
          product {
            id
          }
        }
      }
    }
  }
`;

/**
 * The server's cart now, line by product id, as the network answers it: read through the store it would include
 * the waiting changes shown on screen (optimistic layers), which are exactly what is not on the server yet.
 */
async function serverLines(environment: Environment): Promise<Map<string, { id: string; quantity: number }>> {
  const answer = await environment.getNetwork().execute(getRequest(cartQuery).params, {}, { force: true }).toPromise();
  const data = (answer && 'data' in answer ? answer.data : null) as offlineCartQuery['response'] | null | undefined;
  if (!data) throw new Error('The cart could not be read');
  return new Map((data.viewer?.cart.lines ?? []).map((line) => [line.product.id, { id: line.id, quantity: line.quantity }]));
}

function send<T>(start: (done: (answer: T) => void, fail: (error: Error) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => start(resolve, reject));
}

/** Sends one change so the server's line for the product ends at the wanted quantity; the refusal, if any. */
async function sendChange(environment: Environment, lines: Map<string, { id: string; quantity: number }>, change: PendingCartChange): Promise<SentOutcome['refusal']> {
  const line = lines.get(change.productId);
  if (change.quantity === 0) {
    if (!line) return null;
    const answer = await send<cartChangesRemoveLineMutation['response']>((done, fail) =>
      commitMutation<cartChangesRemoveLineMutation>(environment, { mutation: RemoveCartLine, variables: { input: { cartLineId: line.id } }, onCompleted: done, onError: fail }),
    );
    return answer.removeCartLine.__typename === 'RemoveCartLinePayload' ? null : answer.removeCartLine;
  }
  let lineId = line?.id;
  let quantity = line?.quantity ?? 0;
  if (!lineId) {
    const answer = await send<cartChangesAddMutation['response']>((done, fail) =>
      commitMutation<cartChangesAddMutation>(environment, { mutation: AddToCart, variables: { input: { productId: change.productId } }, onCompleted: done, onError: fail }),
    );
    if (answer.addToCart.__typename !== 'AddToCartPayload') return answer.addToCart;
    if (change.quantity === 1) return null;
    // The new line's id is inside the answer's fragments (masked here): read the cart again for it.
    const added = (await serverLines(environment)).get(change.productId);
    if (!added) return null;
    lineId = added.id;
    quantity = added.quantity;
  }
  if (quantity === change.quantity) return null;
  const cartLineId = lineId;
  const answer = await send<cartChangesSetQuantityMutation['response']>((done, fail) =>
    commitMutation<cartChangesSetQuantityMutation>(environment, {
      mutation: SetCartQuantity,
      variables: { input: { cartLineId, quantity: change.quantity } },
      onCompleted: done,
      onError: fail,
    }),
  );
  return answer.setCartQuantity.__typename === 'SetCartQuantityPayload' ? null : answer.setCartQuantity;
}

let sending: Promise<SentOutcome[]> | null = null;

/**
 * Sends the waiting changes in order, each against the server's cart as it is now, and removes each from the queue
 * once the server has answered it (done or refused). Stops at the first connection failure: the rest wait for the
 * next try. Changes another shopper left on this phone are dropped, never sent to this shopper's cart.
 */
export function sendPendingCartChanges(environment: Environment): Promise<SentOutcome[]> {
  sending ??= (async () => {
    const outcomes: SentOutcome[] = [];
    const stored = read();
    const user = tokenSubject();
    if (!stored || !user) return outcomes;
    if (stored.user !== user) {
      write(null);
      overlays.forEach((layer) => layer.dispose());
      overlays.clear();
      return outcomes;
    }
    const lines = await serverLines(environment);
    for (const change of stored.changes) {
      const refusal = await sendChange(environment, lines, change);
      outcomes.push({ change, refusal });
      // Answered: never sent again. Changes made meanwhile (read afresh) stay queued.
      const now = read();
      if (now?.user === user) {
        const index = now.changes.findIndex((item) => item.productId === change.productId && item.quantity === change.quantity);
        const left = now.changes.filter((_item, at) => at !== index);
        write({ user, changes: left });
        // A newer change to the same product, made while this one was sent, stays on screen.
        const newer = left.find((item) => item.productId === change.productId);
        if (newer) overlay(environment, newer);
        else removeOverlay(change.productId);
      }
    }
    return outcomes;
  })().finally(() => {
    sending = null;
  });
  return sending;
}

/** Reads the whole cart again (after a refusal), so every view agrees with the server. */
export function readCartAgain(environment: Environment): void {
  fetchQuery<cartChangesCartQuery>(environment, CartQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
    error: (error: unknown) => console.warn('The cart could not be read again', error),
  });
}
