import type { Environment } from 'relay-runtime';
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
