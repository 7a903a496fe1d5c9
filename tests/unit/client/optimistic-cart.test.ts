// @vitest-environment jsdom
import { commitLocalUpdate, Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { changeCartQuantityOptimistically } from '../../../client/src/features/cart/optimisticCart.js';
import { isUnconfirmedLine } from '../../../client/src/features/cart/useCartChanges.js';

// A store as the header and a product card leave it: one line of P1 (list 1000, pays 900), P2 not in the cart.
function storeWithOneLine(cart: Record<string, unknown> = {}) {
  const source = new RecordSource({
    'client:root': { __id: 'client:root', __typename: '__Root', viewer: { __ref: 'U1' } },
    U1: { __id: 'U1', __typename: 'User', id: 'U1', cart: { __ref: 'C1' } },
    C1: {
      __id: 'C1',
      __typename: 'Cart',
      id: 'C1',
      totalQuantity: 1,
      lineCount: 1,
      subtotal: 900,
      total: 900,
      originalSubtotal: 1000,
      savings: 100,
      lines: { __refs: ['L1'] },
      ...cart,
    },
    L1: { __id: 'L1', __typename: 'CartLine', id: 'L1', quantity: 1, lineTotal: 900, originalLineTotal: 1000, savings: 100, product: { __ref: 'P1' } },
    P1: { __id: 'P1', __typename: 'Product', id: 'P1', viewerCartLine: { __ref: 'L1' } },
    P2: { __id: 'P2', __typename: 'Product', id: 'P2', viewerCartLine: null },
  });
  const environment = new Environment({ network: Network.create(() => ({ data: {} })), store: new Store(source) });
  const record = (id: string) => environment.getStore().getSource().get(id) as Record<string, unknown>;
  return { environment, record };
}

describe('changeCartQuantityOptimistically', () => {
  it('adds one more to a line: its totals and the bill grow by one unit', () => {
    const { environment, record } = storeWithOneLine();
    commitLocalUpdate(environment, (store) => changeCartQuantityOptimistically(store, { productId: 'P1', unitPrice: 900, listPrice: 1000 }, (q) => q + 1));
    expect(record('L1')).toMatchObject({ quantity: 2, lineTotal: 1800, originalLineTotal: 2000, savings: 200 });
    expect(record('C1')).toMatchObject({ totalQuantity: 2, lineCount: 1, subtotal: 1800, total: 1800, originalSubtotal: 2000, savings: 200 });
  });

  it('creates an unconfirmed line for a product not in the cart, with what a cart line shows, at the end of the lines', () => {
    const { environment, record } = storeWithOneLine();
    commitLocalUpdate(environment, (store) => changeCartQuantityOptimistically(store, { productId: 'P2', unitPrice: 450, listPrice: 500 }, (q) => q + 1));
    const lineId = (record('P2').viewerCartLine as { __ref: string }).__ref;
    expect(isUnconfirmedLine(lineId)).toBe(true);
    expect(record(lineId)).toMatchObject({ quantity: 1, unitPrice: 450, originalUnitPrice: 500, lineTotal: 450, originalLineTotal: 500, savings: 50 });
    expect(record('C1')).toMatchObject({ totalQuantity: 2, lineCount: 2, total: 1350, savings: 150, lines: { __refs: ['L1', lineId] } });
  });

  it("leaves a cart's lines that no screen has read unread", () => {
    const { environment, record } = storeWithOneLine({ lines: undefined });
    commitLocalUpdate(environment, (store) => changeCartQuantityOptimistically(store, { productId: 'P2', unitPrice: 500, listPrice: 500 }, (q) => q + 1));
    expect(record('C1').lines).toBeUndefined();
    expect(record('C1').totalQuantity).toBe(2);
  });

  it('removes the line at quantity 0: gone from the product and the list, the bill shrinks', () => {
    const { environment, record } = storeWithOneLine();
    commitLocalUpdate(environment, (store) => changeCartQuantityOptimistically(store, { productId: 'P1', unitPrice: 900, listPrice: 1000 }, () => 0));
    expect(record('P1').viewerCartLine).toBeNull();
    expect(record('C1')).toMatchObject({ totalQuantity: 0, lineCount: 0, total: 0, originalSubtotal: 0, savings: 0, lines: { __refs: [] } });
  });

  it('leaves a bill figure no screen has read unread, for the server to fill', () => {
    const { environment, record } = storeWithOneLine({ savings: undefined, originalSubtotal: undefined });
    commitLocalUpdate(environment, (store) => changeCartQuantityOptimistically(store, { productId: 'P1', unitPrice: 900, listPrice: 1000 }, (q) => q + 1));
    expect(record('C1').savings).toBeUndefined();
    expect(record('C1').originalSubtotal).toBeUndefined();
    expect(record('C1').total).toBe(1800);
  });
});
