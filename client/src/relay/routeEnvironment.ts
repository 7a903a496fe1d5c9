import { type Environment, fetchQuery, type GraphQLTaggedNode, type Variables } from 'relay-runtime';
import { environment } from './environment';

/**
 * The Relay environment route loaders read and write. In the browser it is the app's one environment; on the
 * server each request renders with an environment of its own, which the server's renderer supplies here.
 */
let source: () => Environment = () => environment;

export function routeEnvironment(): Environment {
  return source();
}

/** Used by the server's renderer only: where each request's environment is found. */
export function setRouteEnvironmentSource(find: () => Environment): void {
  source = find;
}

let hydrating = false;

/**
 * While the browser takes over a page the server rendered, the routes' loaders read what the page brought instead
 * of asking the server again (any fetch policy becomes store-or-network); device-dependent reads wait until after.
 */
export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}

// The queries the routes read while hydrating: the page was rendered for a visitor, in the page's language.
const hydratedQueries: { query: GraphQLTaggedNode; variables: Variables }[] = [];

/** Notes a query a route read while hydrating (relay/preload.ts). */
export function noteHydratedQuery(query: GraphQLTaggedNode, variables: Variables): void {
  hydratedQueries.push({ query, variables });
}

/** A visitor's page needs nothing more: what it showed is what the server knows. */
export function forgetHydratedQueries(): void {
  hydratedQueries.length = 0;
}

/**
 * Asks the server again for what the hydrated page shows, with this device's session and language: the answers
 * update the store in place, so the page changes where it differs (the shopper's name, cart quantities, local names)
 * without going back to its loading state.
 */
export function refreshHydratedQueries(environment: Environment): Promise<unknown> {
  const queries = hydratedQueries.splice(0);
  return Promise.allSettled(queries.map(({ query, variables }) => fetchQuery(environment, query, variables, { fetchPolicy: 'network-only' }).toPromise()));
}
