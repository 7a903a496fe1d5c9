import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { Header_viewer$key } from '../../__generated__/Header_viewer.graphql';
import { CartButton } from '../cart/CartButton';
import * as styles from './Header.css';

/** The sticky header: logo, search, the shopper's account (or Login) and the cart button. */
export function Header({ viewer }: { viewer: Header_viewer$key | null }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment Header_viewer on User {
        name
        cart {
          ...CartButton_cart
        }
      }
    `,
    viewer,
  );
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={t`Isoko home`}>
          Isoko
        </Link>
        <Link to="/search" className={styles.search}>
          <Trans>Search</Trans>
        </Link>
        {data ? <span className={styles.account}>{data.name}</span> : <Link to="/login"><Trans>Login</Trans></Link>}
        <CartButton cart={data?.cart ?? null} />
      </div>
    </header>
  );
}
