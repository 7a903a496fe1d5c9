import { fetchQuery, graphql, type PreloadedQuery, readInlineData } from 'react-relay/hooks';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { orderResultLoader_order$key } from '../../__generated__/orderResultLoader_order.graphql';
import type { orderResultLoader_viewer$key } from '../../__generated__/orderResultLoader_viewer.graphql';
import { environment } from '../../relay/environment';
import { preloadRouteQuery } from '../../relay/preload';
import { isSignedIn } from '../../relay/session';

/** The pages that tell how an order stands: /payment (its mobile-money payment), /success (placed) and /cancel (cancelled). */
export type OrderResultPage = 'payment' | 'success' | 'cancel';

/** Where a page shows an order: its id in the address, so a reload or a shared tab shows the same order. */
export function orderResultPath(page: OrderResultPage, orderDatabaseId: string): string {
  return `/${page}?order=${encodeURIComponent(orderDatabaseId)}`;
}

/** What the loader reads to choose the page: the pages' queries spread these beside what they show. */
const orderFragment = graphql`
  fragment orderResultLoader_order on Order @inline {
    status
    customer {
      id
    }
  }
`;

const viewerFragment = graphql`
  fragment orderResultLoader_viewer on User @inline {
    id
  }
`;

/** A query of /success or /cancel: `query ($databaseId: ID!) { viewer { ...orderResultLoader_viewer } order(databaseId: $databaseId) { ...orderResultLoader_order ... } }`. */
interface OrderResultOperation extends OperationType {
  variables: { databaseId: string };
  response: {
    readonly viewer: orderResultLoader_viewer$key | null | undefined;
    readonly order: orderResultLoader_order$key | null | undefined;
  };
}

// Database ids are short (cuid); anything longer is not one and is not sent.
const MAX_ID_LENGTH = 64;

/**
 * The loader of /payment, /success and /cancel: the order named by `?order=` when the signed-in viewer placed it, read from
 * the server (its status may have changed since). Without one (opened directly, signed out, someone else's order:
 * the server answers null) the shopper goes home. Each page tells the truth about the order: a cancelled order
 * opened on /success or /payment is shown on /cancel, a live one opened on /cancel on /success.
 */
export async function loadOrderResult<T extends OrderResultOperation>(
  { request }: LoaderFunctionArgs,
  page: OrderResultPage,
  query: GraphQLTaggedNode,
): Promise<PreloadedQuery<T> | Response> {
  const databaseId = new URL(request.url).searchParams.get('order')?.trim() ?? '';
  if (!isSignedIn() || databaseId === '' || databaseId.length > MAX_ID_LENGTH) return redirect('/');
  const answer = await fetchQuery<T>(environment, query, { databaseId }, { fetchPolicy: 'network-only' }).toPromise();
  const order = answer?.order ? readInlineData(orderFragment, answer.order) : null;
  const viewer = answer?.viewer ? readInlineData(viewerFragment, answer.viewer) : null;
  // An admin may read any order; these pages are only for the shopper who placed it.
  if (!order || !viewer || order.customer.id !== viewer.id) return redirect('/');
  const cancelled = order.status === 'CANCELLED';
  if (page !== 'cancel' && cancelled) return redirect(orderResultPath('cancel', databaseId));
  if (page === 'cancel' && !cancelled) return redirect(orderResultPath('success', databaseId));
  // The answer is in the store now: the page renders from it without asking again.
  return preloadRouteQuery<T>(page, query, { databaseId }, 'store-or-network');
}
