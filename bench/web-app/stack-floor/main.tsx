/**
 * The smallest app on the web app's stack: React 19's DOM renderer, Relay (environment, network, store and the hooks
 * a screen uses) and react-router's data router with one route and a loader. What its build weighs is the floor
 * under any first visit of ours: bench/web-app.ts prints the shop's first visit against it.
 */
import { createRoot } from 'react-dom/client';
import { loadQuery, RelayEnvironmentProvider, useFragment, useMutation, usePaginationFragment, usePreloadedQuery } from 'react-relay/hooks';
import { createBrowserRouter, useLoaderData } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';

const environment = new Environment({
  network: Network.create(async () => ({ data: {} })),
  store: new Store(new RecordSource()),
});

// The hooks every screen of the shop uses, kept so the bundler cannot drop them.
Object.assign(window, { stackFloorHooks: [loadQuery, usePreloadedQuery, useFragment, usePaginationFragment, useMutation, useLoaderData] });

const router = createBrowserRouter([{ path: '/', loader: () => null, Component: () => <p>Isoko</p> }]);

createRoot(document.getElementById('root')!).render(
  <RelayEnvironmentProvider environment={environment}>
    <RouterProvider router={router} />
  </RelayEnvironmentProvider>,
);
