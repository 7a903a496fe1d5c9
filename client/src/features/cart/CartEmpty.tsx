import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { button } from '../../ui/Button.css';
import { CartIcon } from './CartIcon';
import * as styles from './CartContent.css';

/** The empty cart: a friendly word and the way back to the shelves (and to Login for a visitor). */
export function CartEmpty({ signedOut, onNavigate }: { signedOut: boolean; onNavigate?: () => void }) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon}>
        <CartIcon className={styles.emptyIconSvg} />
      </span>
      <p className={styles.emptyTitle}>
        <Trans>Your cart is empty</Trans>
      </p>
      <p className={styles.emptyText}>
        {signedOut ? (
          <Trans>Add your groceries now, or log in to see your account's cart.</Trans>
        ) : (
          <Trans>Fresh groceries and everyday essentials are a few taps away.</Trans>
        )}
      </p>
      <div className={styles.emptyActions}>
        <Link to="/" className={button({ tone: 'primary' })} onClick={onNavigate}>
          <Trans>Shop Now</Trans>
        </Link>
        {signedOut ? (
          <Link to="/login" className={button({ tone: 'outline' })} onClick={onNavigate}>
            <Trans>Login</Trans>
          </Link>
        ) : null}
      </div>
    </div>
  );
}
