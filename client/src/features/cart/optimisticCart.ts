import { generateClientID, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** A product's prices, for working out what a quantity change does to the bill before the server answers. */
export interface CartProductPrices {
  productId: string;
  /** What one unit costs now (the product's effectivePrice, the line's unitPrice). */
  unitPrice: number;
  /** The list price of one unit (struck through in the bill). */
  listPrice: number;
}

function add(record: RecordProxy, field: string, amount: number): void {
  const value = record.getValue(field) as unknown;
  // A field no screen has read yet stays unread: the server's answer fills it.
  if (typeof value === 'number') record.setValue(value + amount, field);
}

/**
 * Applies a quantity change to the store as the server will: the product's line (created and added to the cart's
 * lines, or removed, as needed), the line's totals and the cart's counts and bill. Used as an optimistic updater, so
 * Relay rolls it back on its own when the server answers (with the real figures) or refuses.
 */
export function changeCartQuantityOptimistically(
  store: RecordSourceSelectorProxy,
  { productId, unitPrice, listPrice }: CartProductPrices,
  nextQuantity: (current: number) => number,
): void {
  const product = store.get(productId);
  if (!product) return;
  let line = product.getLinkedRecord('viewerCartLine');
  const current = (line?.getValue('quantity') as number | undefined) ?? 0;
  const next = Math.max(0, nextQuantity(current));
  const delta = next - current;
  if (delta === 0) return;
  const cart = store.getRoot().getLinkedRecord('viewer')?.getLinkedRecord('cart');

  if (next === 0) {
    product.setValue(null, 'viewerCartLine');
    if (cart && line) {
      const removedId = line.getDataID();
      const lines = cart.getLinkedRecords('lines');
      if (lines) cart.setLinkedRecords(lines.filter((each) => each.getDataID() !== removedId), 'lines');
      add(cart, 'lineCount', -1);
    }
  } else {
    if (!line) {
      // A line the server has not created yet: it gets the real id with the answer. It has every field a cart line
      // shows (CartLineItem_line), so the cart's list can draw it at once.
      const id = generateClientID(productId, 'optimisticCartLine');
      line = store.get(id) ?? store.create(id, 'CartLine');
      line.setValue(id, 'id');
      line.setValue(unitPrice, 'unitPrice');
      line.setValue(listPrice, 'originalUnitPrice');
      line.setLinkedRecord(product, 'product');
      product.setLinkedRecord(line, 'viewerCartLine');
      if (cart) {
        add(cart, 'lineCount', 1);
        // At the end, where the server puts a new line (oldest first). Lines no screen has read stay unread.
        const lines = cart.getLinkedRecords('lines');
        if (lines && !lines.some((each) => each.getDataID() === id)) cart.setLinkedRecords([...lines, line], 'lines');
      }
    }
    line.setValue(next, 'quantity');
    line.setValue(unitPrice * next, 'lineTotal');
    line.setValue(listPrice * next, 'originalLineTotal');
    line.setValue((listPrice - unitPrice) * next, 'savings');
  }

  if (cart) {
    add(cart, 'totalQuantity', delta);
    add(cart, 'subtotal', unitPrice * delta);
    add(cart, 'total', unitPrice * delta);
    add(cart, 'originalSubtotal', listPrice * delta);
    add(cart, 'savings', (listPrice - unitPrice) * delta);
  }
}
