import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { Header_viewer$key } from '../../__generated__/Header_viewer.graphql';
import { button } from '../../ui/Button.css';
import { CartButton } from '../cart/CartButton';
import { SearchBar } from '../search/SearchBar';
import { LogoMark } from './icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as styles from './Header.css';
import { useSignedIn } from '../../relay/useSignedIn';
import { withLaterMessages } from '../../i18n/i18n';

// A signed-in shopper's menu (with an admin's order alerts): its code loads for them alone, asked for as the app
// starts (app.tsx) when this device has a session.
const AccountMenu = lazy(() => withLaterMessages(import('../account-menu/AccountMenu')).then((module) => ({ default: module.AccountMenu })));

/**
 * The sticky header: logo, search, language, the shopper's account menu (or Login) and the cart button. On phones
 * it keeps the logo, the search and a compact language switcher; account and cart live in the bottom navigation there.
 */
export function Header({ viewer }: { viewer: Header_viewer$key | null }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment Header_viewer on User {
        ...AccountMenu_viewer
        cart {
          ...CartButton_cart
        }
      }
    `,
    viewer,
  );
  const onSearchPage = useLocation().pathname === '/search';
  const signedIn = useSignedIn();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {/* On a phone's search page the field takes the whole row; its back arrow leads home instead. */}
        <Link to="/" className={onSearchPage ? styles.logoBesideSearchField : styles.logo} aria-label={t`Isoko home`}>
          <LogoMark />
          <span className={styles.wordmark} aria-hidden="true">
            Isoko
          </span>
        </Link>
        <div className={styles.search}>
          <SearchBar />
        </div>
        {/* On a phone's search page the field takes the whole row; everywhere else the language is a tap away. */}
        {onSearchPage ? null : (
          <div className={styles.phoneOnly}>
            <LanguageSwitcher compact />
          </div>
        )}
        <div className={styles.wideOnly}>
          <LanguageSwitcher />
        </div>
        <div className={styles.accountSlot}>
          {/* Signed in on this device but the shopper's data not yet here (a page the server rendered): no Login. */}
          {data ? (
            <Suspense fallback={null}>
              <AccountMenu viewer={data} />
            </Suspense>
          ) : signedIn ? null : (
            <Link to="/login" className={button({ tone: 'outline' })}>
              <Trans>Login</Trans>
            </Link>
          )}
        </div>
        <div className={styles.tabletUp}>
          <CartButton cart={data?.cart ?? null} />
        </div>
      </div>
    </header>
  );
}
