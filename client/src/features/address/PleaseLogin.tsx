import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { button } from '../../ui/Button.css';
import { PinIcon } from './icons';
import * as styles from './Address.css';

/** What a signed-in screen (addresses, checkout) shows a visitor: 'Please Login' and the way to /login and back. */
export function PleaseLogin({ titleId }: { titleId: string }) {
  const { pathname } = useLocation();
  return (
    <div className={styles.message}>
      <span className={styles.messageIcon}>
        <PinIcon size={40} />
      </span>
      <h1 id={titleId} className={styles.messageTitle} tabIndex={-1}>
        <Trans>Please Login</Trans>
      </h1>
      <p className={styles.messageText}>
        <Trans>Log in to see your addresses and place your order.</Trans>
      </p>
      <Link to={`/login?redirectTo=${encodeURIComponent(pathname)}`} className={button({ tone: 'primary' })}>
        <Trans>Login</Trans>
      </Link>
    </div>
  );
}
