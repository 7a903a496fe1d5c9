import { type Environment, fetchQuery, graphql } from 'relay-runtime';
import type { refreshGuestCartQuery } from '../../__generated__/refreshGuestCartQuery.graphql';
import { type GuestCartProduct, guestCartLines, setGuestDeliveryCharge, updateGuestCart } from './guestCart';

const query = graphql`
  query refreshGuestCartQuery($ids: [ID!]!) {
    deliveryPromise {
      charge
    }
    nodes(ids: $ids) {
      ... on Product {
        id
        databaseId
        slug
        localName
        unit
        images
        stock
        maxPerOrder
        price
        effectivePrice
        activePromotion {
          label
        }
      }
    }
  }
`;

/**
 * Reads the guest cart's products from the server again, so the guest sees today's prices, promotions and stock; a
 * product deleted from the shop reads as null and its line goes. The shop's usual delivery charge comes with them. Resolves with the names of the lines that went.
 * Without a connection the lines keep what was last read.
 */
export async function refreshGuestCart(environment: Environment): Promise<string[]> {
  const ids = guestCartLines().map((line) => line.productId);
  if (ids.length === 0 || !navigator.onLine) return [];
  const data = await fetchQuery<refreshGuestCartQuery>(environment, query, { ids }, { fetchPolicy: 'network-only' }).toPromise();
  if (!data) return [];
  setGuestDeliveryCharge(data.deliveryPromise.charge);
  const current = new Map<string, GuestCartProduct | null>();
  ids.forEach((id, index) => {
    const product = data.nodes[index];
    current.set(
      id,
      product?.id
        ? {
            productId: product.id,
            databaseId: product.databaseId ?? '',
            slug: product.slug ?? '',
            name: product.localName ?? '',
            unit: product.unit ?? '',
            image: product.images?.[0] ?? null,
            stock: product.stock ?? 0,
            maxPerOrder: product.maxPerOrder ?? null,
            unitPrice: product.effectivePrice ?? 0,
            listPrice: product.price ?? 0,
            promotion: product.activePromotion?.label ?? null,
          }
        : null,
    );
  });
  return updateGuestCart(current);
}
