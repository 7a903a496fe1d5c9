import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { FetchPolicy, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { isHydrating, noteHydratedQuery, routeEnvironment } from './routeEnvironment';

// The query each route holds on to. Only the latest per route is kept, so the store can drop what no screen shows.
const latestByRoute = new Map<string, PreloadedQuery<OperationType>>();
const inBrowser = typeof window !== 'undefined';

/**
 * Starts a route's query from its react-router loader (render-as-you-fetch): the request is on the wire before the
 * route's code and components have rendered. The screen reads it with `usePreloadedQuery`.
 */
export function preloadRouteQuery<T extends OperationType>(
  routeId: string,
  query: GraphQLTaggedNode,
  variables: T['variables'],
  fetchPolicy: FetchPolicy = 'store-or-network',
): PreloadedQuery<T> {
  const hydrating = isHydrating();
  if (hydrating) noteHydratedQuery(query, variables);
  const reference = loadQuery<T>(routeEnvironment(), query, variables, { fetchPolicy: hydrating ? 'store-or-network' : fetchPolicy });
  // A server render's environment lives for one request: nothing to keep or release later.
  if (!inBrowser) return reference;
  const previous = latestByRoute.get(routeId);
  latestByRoute.set(routeId, reference);
  // Released after the new screen has had the chance to render from the store.
  if (previous) setTimeout(() => previous.dispose(), 30_000);
  return reference;
}
