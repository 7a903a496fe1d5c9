import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { ProfileRouteQuery } from '../../__generated__/ProfileRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preload';
import { Skeleton } from '../../ui/Skeleton';
import { vars } from '../../styles/vars.css';
import { pageTitle } from '../dashboard/DashboardLayout.css';
import { signInRedirect } from '../dashboard/signInRedirect';
import { ProfileAvatar } from './ProfileAvatar';
import { ProfileForm } from './ProfileForm';
import * as styles from './Profile.css';

const query = graphql`
  query ProfileRouteQuery {
    viewer {
      ...ProfileAvatar_user
      ...ProfileForm_user
    }
  }
`;

/** Starts loading the profile (the store answers on a later visit: this app's mutations keep it current). */
export function loader({ request }: LoaderFunctionArgs) {
  const toLogin = signInRedirect(request);
  if (toLogin) return toLogin;
  return preloadRouteQuery<ProfileRouteQuery>('profile', query, {});
}

/** /dashboard/profile: the shopper's picture and their name, e-mail and mobile. */
export function Component() {
  const { t } = useLingui();
  const queryRef = useLoaderData<PreloadedQuery<ProfileRouteQuery>>();
  return (
    <section className={styles.page}>
      <title>{t`Profile · Isoko`}</title>
      <h1 className={pageTitle}>
        <Trans>Profile</Trans>
      </h1>
      <Suspense fallback={<ProfileSkeleton />}>
        <Profile queryRef={queryRef} />
      </Suspense>
    </section>
  );
}

function Profile({ queryRef }: { queryRef: PreloadedQuery<ProfileRouteQuery> }) {
  const data = usePreloadedQuery<ProfileRouteQuery>(query, queryRef);
  // Signed out meanwhile: the layout sends the shopper to /login.
  if (!data.viewer) return null;
  return (
    <>
      <ProfileAvatar user={data.viewer} />
      <ProfileForm user={data.viewer} />
    </>
  );
}

function ProfileSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton width="112px" height="112px" radius={vars.radius.full} />
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} height="4.25rem" />
      ))}
      <Skeleton width="8rem" height="44px" />
    </div>
  );
}
