import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

/** The browser's router over the shared route table; `hydrationData` when it takes over a server-rendered page. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * What the routes of a server-rendered page need to hydrate without a second data request: their code (the lazy
 * modules, loaded now, so the first render matches the server's markup) and their loader data, made again here from
 * the records the page brought (loaders are store-or-network while hydrating, so nothing is fetched).
 */
export async function serverPageHydration(location: Location): Promise<HydrationState> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, module, { lazy: undefined });
    }),
  );
  const url = new URL(location.href);
  const request = new Request(url);
  const pattern = `/${matches.flatMap(({ route }) => route.path ?? []).join('/')}`;
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    loaderData[route.id] = await route.loader({ request, url, pattern, params, context: undefined });
  }
  return { loaderData };
}
