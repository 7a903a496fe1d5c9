import { type Environment, fetchQuery } from 'relay-runtime';
import CartDrawerQuery from '../../__generated__/CartDrawerQuery.graphql';

/**
 * Reads the signed-in shopper's cart again after their addresses changed: its delivery charge is that of their newest
 * address, so the header's total and the cart's bill follow (the drawer's query holds every figure they show). A
 * failure leaves the old figures until the cart is next shown (the drawer and /cart ask the server each time).
 */
export function refreshCartBill(environment: Environment): void {
  fetchQuery(environment, CartDrawerQuery, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
}
