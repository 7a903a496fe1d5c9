import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, Navigate, Outlet, useLoaderData, useLocation, useMatches } from 'react-router';
import type { AdminGuardRouteQuery } from '../../__generated__/AdminGuardRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { signInRedirect } from '../dashboard/signInRedirect';
import * as page from './AdminPage.css';
import * as styles from './AdminGuard.css';

const query = graphql`
  query AdminGuardRouteQuery {
    viewer {
      role
    }
  }
`;

/**
 * What an admin route module may export as `handle`: the sentence its page shows to a signed-in user who is not an
 * admin, when it is not the usual 'Do not have permission'.
 */
export interface AdminRouteHandle {
  permissionDenied?: MessageDescriptor;
}

/** Sends a visitor to /login (and back here after); for a signed-in user, reads their role (the header has usually read it already). */
export function loader({ request }: LoaderFunctionArgs) {
  const toLogin = signInRedirect(request);
  if (toLogin) return toLogin;
  return preloadRouteQuery<AdminGuardRouteQuery>('admin-guard', query, {});
}

/**
 * The pathless layout around every admin page: admins get the page, other users the specification's refusal, and
 * a visitor whose session has ended goes to /login. This is what the web app shows; the server refuses every admin
 * operation to non-admins on its own.
 */
export function Component() {
  const queryRef = useLoaderData<PreloadedQuery<AdminGuardRouteQuery>>();
  return (
    <Suspense
      fallback={
        <div className={styles.checking}>
          <span className={page.spinner} />
        </div>
      }
    >
      <AdminOnly queryRef={queryRef} />
    </Suspense>
  );
}

function AdminOnly({ queryRef }: { queryRef: PreloadedQuery<AdminGuardRouteQuery> }) {
  const { i18n } = useLingui();
  const { viewer } = usePreloadedQuery<AdminGuardRouteQuery>(query, queryRef);
  const matches = useMatches();
  const location = useLocation();
  if (!viewer) return <Navigate to={`/login?redirectTo=${encodeURIComponent(location.pathname)}`} replace />;
  if (viewer.role === 'ADMIN') return <Outlet />;
  const ownRefusal = matches.map((match) => (match.handle as AdminRouteHandle | undefined)?.permissionDenied).findLast(Boolean);
  return (
    <section className={styles.denied} role="alert">
      <h1 className={styles.deniedTitle}>{ownRefusal ? i18n._(ownRefusal) : <Trans>Do not have permission</Trans>}</h1>
    </section>
  );
}
