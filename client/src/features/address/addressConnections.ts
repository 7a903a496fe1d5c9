import { ConnectionHandler } from 'relay-runtime';

/** The address page's list of the shopper's addresses. */
export const ADDRESS_LIST_CONNECTION = 'AddressList_addresses';
/** The checkout's radio list of the same addresses. */
export const CHECKOUT_ADDRESSES_CONNECTION = 'Checkout_addresses';

/**
 * Every list that shows the shopper's addresses, for @prependEdge and @deleteEdge: an address added or removed on
 * one screen is added to or taken from the others at once (a list never loaded is skipped by Relay).
 */
export function addressConnectionIds(viewerId: string): string[] {
  return [ADDRESS_LIST_CONNECTION, CHECKOUT_ADDRESSES_CONNECTION].map((key) => ConnectionHandler.getConnectionID(viewerId, key));
}
