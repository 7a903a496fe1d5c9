import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { usePageTime } from '../server-render/usePageTime';
import { toggleHelp, useHelpOpen } from './helpPanel';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from './icons';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as styles from './Footer.css';

// Kigali keeps UTC+2 all year round (no daylight saving time), whatever the device's or the server's zone.
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;

// The shop's public pages on the three networks the specification's footer links to.
const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/isoko.rw',
  instagram: 'https://www.instagram.com/isoko.rw',
  linkedin: 'https://www.linkedin.com/company/isoko-rw',
} as const;

/** The footer: copyright with the current year, the shop's social links, and (from 768 px) the language and Help. */
export function Footer() {
  const { t } = useLingui();
  // The shop's year, which turns at Kigali's midnight, as of the page's rendering until it has been taken over.
  const year = new Date((usePageTime() ?? Date.now()) + KIGALI_OFFSET_MS).getUTCFullYear();
  const helpOpen = useHelpOpen();
  const help = useRef<HTMLButtonElement>(null);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>
          <Trans>© {year} Isoko. All rights reserved.</Trans>
        </p>
        <div className={styles.language}>
          <LanguageSwitcher />
        </div>
        {/* From 768 px to 1359 px the footer opens the help panel (phones use the bottom navigation, wide screens
            the launcher in the margin). */}
        <button ref={help} type="button" className={styles.help} aria-expanded={helpOpen} data-help-entry onClick={() => toggleHelp(help.current)}>
          <Trans>Help and questions</Trans>
        </button>
        <ul className={styles.social}>
          <li>
            <a href={SOCIAL_LINKS.facebook} className={styles.socialLink} aria-label={t`Isoko on Facebook`}>
              <FacebookIcon />
            </a>
          </li>
          <li>
            <a href={SOCIAL_LINKS.instagram} className={styles.socialLink} aria-label={t`Isoko on Instagram`}>
              <InstagramIcon />
            </a>
          </li>
          <li>
            <a href={SOCIAL_LINKS.linkedin} className={styles.socialLink} aria-label={t`Isoko on LinkedIn`}>
              <LinkedInIcon />
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
