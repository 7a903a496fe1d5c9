import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, Navigate, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import type { DashboardLayoutRouteQuery } from '../../__generated__/DashboardLayoutRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { isSignedIn } from '../../relay/session';
import { Skeleton } from '../../ui/Skeleton';
import { vars } from '../../styles/vars.css';
import { AccountLinks } from '../account-menu/AccountLinks';
import { CloseIcon } from '../shell/icons';
import { signInRedirect } from './signInRedirect';
import * as styles from './DashboardLayout.css';

const query = graphql`
  query DashboardLayoutRouteQuery {
    viewer {
      ...AccountLinks_viewer
    }
  }
`;

/** Signed-in shoppers only; the side menu's data is usually in the store already (the header asked for it). */
export function loader({ request }: LoaderFunctionArgs) {
  const toLogin = signInRedirect(request);
  if (toLogin) return toLogin;
  return preloadRouteQuery<DashboardLayoutRouteQuery>('dashboard', query, {});
}

/**
 * The frame of the signed-in pages (/dashboard/*): on large screens a sticky 250 px side menu with the account's
 * links beside the page; on phones the page sits in a sheet whose close button goes back where the shopper was.
 */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<DashboardLayoutRouteQuery>>();
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of this visit has no page of the shop to go back to ('default' key): home instead.
  const close = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <div className={styles.layout}>
      <aside className={styles.side}>
        <Suspense fallback={<Skeleton height="20rem" radius={vars.radius.lg} />}>
          <SideMenu queryRef={queryRef} />
        </Suspense>
      </aside>
      <div className={styles.sheet}>
        <div className={styles.sheetBar}>
          <button type="button" className={styles.close} onClick={close} aria-label={t`Close`}>
            <CloseIcon size={22} />
          </button>
        </div>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}

function SideMenu({ queryRef }: { queryRef: PreloadedQuery<DashboardLayoutRouteQuery> }) {
  const data = usePreloadedQuery<DashboardLayoutRouteQuery>(query, queryRef);
  const location = useLocation();
  // Signed out here (Log Out): home is on its way. The session ended while the page was open (a refused refresh):
  // sign in again and come back.
  if (!data.viewer) return isSignedIn() ? <Navigate to={`/login?redirectTo=${encodeURIComponent(location.pathname)}`} replace /> : null;
  return <AccountLinks viewer={data.viewer} layout="side" />;
}
