import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, Navigate, redirect, useLoaderData } from 'react-router';
import type { UserRouteQuery } from '../../__generated__/UserRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { isSignedIn } from '../../relay/session';
import { media } from '../../styles/vars.css';
import { Skeleton } from '../../ui/Skeleton';
import { signInRedirect } from '../dashboard/signInRedirect';
import { AccountLinks } from './AccountLinks';
import * as styles from './UserRoute.css';

const query = graphql`
  query UserRouteQuery {
    viewer {
      ...AccountLinks_viewer
    }
  }
`;

/** Signed-in only; on large screens the account lives in the dashboard, whose side menu holds the same links. */
export function loader({ request }: LoaderFunctionArgs) {
  const toLogin = signInRedirect(request);
  if (toLogin) return toLogin;
  if (window.matchMedia(media.tablet).matches) return redirect('/dashboard/profile');
  return preloadRouteQuery<UserRouteQuery>('user', query, {});
}

/** /user: the phone's account page (the bottom navigation's Account tab), with the account's links. */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<UserRouteQuery>>();
  return (
    <section className={styles.page}>
      <title>{t`My Account · Isoko`}</title>
      <h1 className={styles.title}>
        <Trans>My Account</Trans>
      </h1>
      <Suspense fallback={<Skeleton height="18rem" />}>
        <Links queryRef={queryRef} />
      </Suspense>
    </section>
  );
}

function Links({ queryRef }: { queryRef: PreloadedQuery<UserRouteQuery> }) {
  const data = usePreloadedQuery<UserRouteQuery>(query, queryRef);
  // Signed out here (Log Out): home is on its way. A session the server no longer knows: sign in again.
  if (!data.viewer) return isSignedIn() ? <Navigate to="/login?redirectTo=%2Fuser" replace /> : null;
  return <AccountLinks viewer={data.viewer} layout="page" />;
}
