// @vitest-environment jsdom
import { Environment, Network, RecordSource, type RequestParameters, Store, type Variables } from 'relay-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { keepCartChange, sendPendingCartChanges, showPendingCartChanges } from '../../../client/src/features/offline/offlineCart.js';
import { pendingCartChanges } from '../../../client/src/features/offline/pendingCart.js';

/** An unsigned token whose subject is `user` (only its payload is read on the client). */
function tokenFor(user: string): string {
  const payload = btoa(JSON.stringify({ sub: user })).replace(/=+$/, '');
  return `header.${payload}.signature`;
}

/**
 * A store with the shopper's cart (P1 at 1) and P2 not in it, and a fake server: its cart, and every operation it
 * was sent, by name. The server answers mutations as the real one does for the fields this code reads.
 */
function shop(serverCart: Record<string, number>) {
  const sent: { name: string; variables: Variables }[] = [];
  const lines = new Map(Object.entries(serverCart).map(([productId, quantity]) => [productId, { id: `L-${productId}`, quantity }]));
  const answer = (params: RequestParameters, variables: Variables) => {
    sent.push({ name: params.name, variables });
    const input = variables.input as Record<string, string | number>;
    if (params.name === 'offlineCartQuery') {
      const cartLines = [...lines].map(([productId, line]) => ({ id: line.id, quantity: line.quantity, product: { id: productId } }));
      return { data: { viewer: { id: 'U1', cart: { id: 'C1', lines: cartLines } } } };
    }
    if (params.name === 'cartChangesAddMutation') {
      lines.set(String(input.productId), { id: `L-${input.productId}`, quantity: (lines.get(String(input.productId))?.quantity ?? 0) + 1 });
      return { data: { addToCart: { __typename: 'AddToCartPayload' } } };
    }
    if (params.name === 'cartChangesSetQuantityMutation') {
      const entry = [...lines].find(([, line]) => line.id === input.cartLineId)!;
      if (Number(input.quantity) > 4) return { data: { setCartQuantity: { __typename: 'OutOfStockError', __isError: 'OutOfStockError', code: 'OUT_OF_STOCK', message: 'Only 4 left', available: 4 } } };
      entry[1].quantity = Number(input.quantity);
      return { data: { setCartQuantity: { __typename: 'SetCartQuantityPayload' } } };
    }
    if (params.name === 'cartChangesRemoveLineMutation') {
      const entry = [...lines].find(([, line]) => line.id === input.cartLineId)!;
      lines.delete(entry[0]);
      return { data: { removeCartLine: { __typename: 'RemoveCartLinePayload', deletedCartLineId: input.cartLineId } } };
    }
    throw new Error(`unexpected ${params.name}`);
  };
  const source = new RecordSource({
    'client:root': { __id: 'client:root', __typename: '__Root', viewer: { __ref: 'U1' } },
    U1: { __id: 'U1', __typename: 'User', id: 'U1', cart: { __ref: 'C1' } },
    C1: { __id: 'C1', __typename: 'Cart', id: 'C1', totalQuantity: 1, lines: { __refs: ['L1'] } },
    L1: { __id: 'L1', __typename: 'CartLine', id: 'L1', quantity: 1, product: { __ref: 'P1' } },
    P1: { __id: 'P1', __typename: 'Product', id: 'P1', localName: 'Milk', viewerCartLine: { __ref: 'L1' } },
    P2: { __id: 'P2', __typename: 'Product', id: 'P2', localName: 'Beans', viewerCartLine: null },
  });
  const environment = new Environment({ network: Network.create((params, variables) => answer(params, variables)), store: new Store(source) });
  const shown = (productId: string) => {
    const store = environment.getStore().getSource();
    const line = (store.get(productId)?.viewerCartLine as { __ref: string } | null)?.__ref;
    return line ? store.get(line)?.quantity : 0;
  };
  return { environment, sent, lines, shown };
}

const P1 = { productId: 'P1', unitPrice: 900, listPrice: 1000 };
const P2 = { productId: 'P2', unitPrice: 500, listPrice: 500 };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accesstoken', tokenFor('shopper-1'));
});

describe('cart changes made offline', () => {
  it('are kept as the quantity wanted, one per product in the order of the latest change, and shown at once', () => {
    const { environment, shown } = shop({ P1: 1 });
    keepCartChange(environment, P1, (quantity) => quantity + 1);
    keepCartChange(environment, P2, (quantity) => quantity + 1);
    keepCartChange(environment, P1, (quantity) => quantity + 1);
    expect(pendingCartChanges().map(({ productId, quantity, name }) => ({ productId, quantity, name }))).toEqual([
      { productId: 'P2', quantity: 1, name: 'Beans' },
      { productId: 'P1', quantity: 3, name: 'Milk' },
    ]);
    expect([shown('P1'), shown('P2')]).toEqual([3, 1]);
  });

  it('are sent against the server cart as it is then, so a change the server already has is not sent twice', async () => {
    // P1's change reached the server before the connection dropped (its answer was lost): the server has 3 already.
    const { environment, sent, lines } = shop({ P1: 3 });
    keepCartChange(environment, P1, () => 3);
    keepCartChange(environment, P2, () => 2);
    const outcomes = await sendPendingCartChanges(environment);
    expect(outcomes.map((outcome) => outcome.refusal)).toEqual([null, null]);
    expect(sent.map((operation) => operation.name)).toEqual(['offlineCartQuery', 'cartChangesAddMutation', 'offlineCartQuery', 'cartChangesSetQuantityMutation']);
    expect(Object.fromEntries([...lines].map(([id, line]) => [id, line.quantity]))).toEqual({ P1: 3, P2: 2 });
    expect(pendingCartChanges()).toEqual([]);
    // Sending again (another 'online') sends nothing.
    await sendPendingCartChanges(environment);
    expect(sent).toHaveLength(4);
  });

  it('report a refusal, remove a line at 0, and leave the queue empty', async () => {
    const { environment, lines } = shop({ P1: 1 });
    keepCartChange(environment, P1, () => 0);
    keepCartChange(environment, P2, () => 9);
    const outcomes = await sendPendingCartChanges(environment);
    expect(outcomes.map((outcome) => [outcome.change.productId, outcome.refusal?.code ?? null])).toEqual([
      ['P1', null],
      ['P2', 'OUT_OF_STOCK'],
    ]);
    expect(lines.has('P1')).toBe(false);
    expect(pendingCartChanges()).toEqual([]);
  });

  it('are shown after a reload as lines of the cart, marked waiting, even for a product the store has never seen', () => {
    // After a reload offline the store has the kept cart (P1 at 1) only; the queue adds P3 at 2 and P1 at 2.
    const product = { databaseId: '33', slug: 'red-beans', unit: '1 kg', images: ['/uploads/p3.webp'], stock: 7, promotion: 'WEEKEND' };
    const changes = [
      { productId: 'P3', unitPrice: 1200, listPrice: 1500, quantity: 2, name: 'Red beans', product },
      { productId: 'P1', unitPrice: 900, listPrice: 1000, quantity: 2, name: 'Milk' },
    ];
    localStorage.setItem('isoko.offlineCart', JSON.stringify({ user: 'shopper-1', changes }));
    const { environment, shown } = shop({ P1: 1 });
    showPendingCartChanges(environment);
    const source = environment.getStore().getSource();
    const ref = (id: string, field: string) => (source.get(id)?.[field] as { __ref: string }).__ref;
    const newLine = ref('P3', 'viewerCartLine');
    expect((source.get('C1')?.lines as { __refs: string[] }).__refs).toEqual(['L1', newLine]);
    expect(source.get(newLine)).toMatchObject({ quantity: 2, unitPrice: 1200, originalUnitPrice: 1500, lineTotal: 2400, waitingForConnection: true });
    expect(source.get('P3')).toMatchObject({ localName: 'Red beans', databaseId: '33', slug: 'red-beans', unit: '1 kg', images: ['/uploads/p3.webp'], stock: 7, price: 1500, effectivePrice: 1200 });
    expect(source.get(ref('P3', 'activePromotion'))).toMatchObject({ label: 'WEEKEND' });
    // A product the store knows keeps what the server said; its line is marked too.
    expect(source.get('P1')).toMatchObject({ localName: 'Milk' });
    expect(source.get('L1')).toMatchObject({ quantity: 2, waitingForConnection: true });
    expect([shown('P1'), shown('P3')]).toEqual([2, 2]);
  });

  it("are never sent to another shopper's cart", async () => {
    const { environment, sent } = shop({ P1: 1 });
    keepCartChange(environment, P2, () => 1);
    localStorage.setItem('accesstoken', tokenFor('shopper-2'));
    expect(await sendPendingCartChanges(environment)).toEqual([]);
    expect(sent).toEqual([]);
    localStorage.setItem('accesstoken', tokenFor('shopper-1'));
    await sendPendingCartChanges(environment);
    expect(sent).toEqual([]);
  });
});
