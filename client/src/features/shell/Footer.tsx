import { Trans } from '@lingui/react/macro';
import * as styles from './Footer.css';

/** The footer: copyright with the current year. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <p>
        <Trans>© {year} Isoko. All rights reserved.</Trans>
      </p>
    </footer>
  );
}
