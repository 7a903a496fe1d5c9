import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { Outlet, ScrollRestoration, useLoaderData, useRevalidator } from 'react-router';
import type { AppLayoutRouteQuery } from '../../__generated__/AppLayoutRouteQuery.graphql';
import { commitLocalUpdate, createOperationDescriptor, getRequest } from 'relay-runtime';
import { environment } from '../../relay/environment';
import { preloadRouteQuery } from '../../relay/preload';
import { isSignedIn, onSessionChange } from '../../relay/session';
import { ToasterSlot } from '../../ui/toasterSlot';
import { DeliveryPromiseProvider } from '../delivery/useDeliveryPromise';
import * as styles from './AppLayout.css';
import { BottomNav } from './BottomNav';
import { Footer } from './Footer';
import { Header } from './Header';
import { HelpAssistant } from './HelpAssistant';
import { Toaster } from './Toaster';

const toaster = <Toaster />;

const query = graphql`
  query AppLayoutRouteQuery {
    viewer {
      ...Header_viewer
      ...BottomNav_viewer
    }
    ...useDeliveryPromise_query
  }
`;

let sessionChanged = false;

/** Loads what every page shows: the signed-in shopper (or none), their cart for the header, and their delivery promise. */
export function loader() {
  // A visitor's layout was written locally at sign-out (no viewer): nothing to ask, so Log Out works offline too.
  const fetchPolicy = sessionChanged && isSignedIn() ? 'network-only' : 'store-or-network';
  sessionChanged = false;
  return preloadRouteQuery<AppLayoutRouteQuery>('root', query, {}, fetchPolicy);
}

// The layout's data only changes with the session; other navigations reuse it.
export function shouldRevalidate({ defaultShouldRevalidate }: { defaultShouldRevalidate: boolean }) {
  return sessionChanged || defaultShouldRevalidate;
}

/** The shell around every page: sticky header, the page, footer, toasts, the help assistant and (phones) the bottom navigation. */
export function Component() {
  const queryRef = useLoaderData<PreloadedQuery<AppLayoutRouteQuery>>();
  const revalidator = useRevalidator();
  useEffect(() => {
    let signedIn = isSignedIn();
    return onSessionChange(() => {
      // Signing in or out changes what every product says about "your" cart: nothing cached may be trusted.
      // A token refresh keeps the same shopper and the same data.
      if (isSignedIn() !== signedIn) {
        signedIn = isSignedIn();
        commitLocalUpdate(environment, (store) => store.invalidateStore());
        if (!signedIn) environment.commitPayload(createOperationDescriptor(getRequest(query), {}), { viewer: null });
      }
      sessionChanged = true;
      void revalidator.revalidate();
    });
  }, [revalidator]);
  return (
    <ToasterSlot value={toaster}>
      <DeliveryPromiseProvider query={query} queryRef={queryRef}>
        <div className={styles.shell}>
          <a href="#main" className={styles.skipLink}>
            <Trans>Skip to content</Trans>
          </a>
          <Suspense fallback={<div className={styles.headerPlaceholder} />}>
            <LayoutHeader queryRef={queryRef} />
          </Suspense>
          <main id="main" className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
          <Suspense fallback={null}>
            <LayoutBottomNav queryRef={queryRef} />
          </Suspense>
          <HelpAssistant />
          {toaster}
          <ScrollRestoration />
        </div>
      </DeliveryPromiseProvider>
    </ToasterSlot>
  );
}

function LayoutHeader({ queryRef }: { queryRef: PreloadedQuery<AppLayoutRouteQuery> }) {
  const data = usePreloadedQuery<AppLayoutRouteQuery>(query, queryRef);
  return <Header viewer={data.viewer ?? null} />;
}

function LayoutBottomNav({ queryRef }: { queryRef: PreloadedQuery<AppLayoutRouteQuery> }) {
  const data = usePreloadedQuery<AppLayoutRouteQuery>(query, queryRef);
  return <BottomNav viewer={data.viewer ?? null} />;
}
