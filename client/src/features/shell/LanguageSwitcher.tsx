import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { useRevalidator } from 'react-router';
import { commitLocalUpdate } from 'relay-runtime';
import { activateLocale, isLocale, LOCALE_NAMES, LOCALES } from '../../i18n/i18n';
import { isSignedIn } from '../../relay/session';
import { toast } from '../../ui/toast';
import { GlobeIcon } from './icons';
import * as styles from './LanguageSwitcher.css';


/** Saving a signed-in shopper's language to the account (saveLanguage.ts), a chunk of its own. */
export const loadSaveLanguage = () => import('./saveLanguage');

/**
 * Chooses the interface language (English, Ikinyarwanda, Français). The browser remembers it; a signed-in
 * shopper's account remembers it too. `compact` (the phone's header) shows the globe and the language's code; the
 * browser's own list still opens on it, with the languages' full names.
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { i18n, t } = useLingui();
  const id = useId();
  const environment = useRelayEnvironment();
  const revalidator = useRevalidator();
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const locale = event.target.value;
    if (!isLocale(locale) || locale === i18n.locale) return;
    activateLocale(locale).then(
      () => {
        // Catalogue names come from the server in the new language: what the store holds is asked for again, the
        // screen's queries at once (the old names stay on screen until the new ones arrive), the rest when next shown.
        commitLocalUpdate(environment, (store) => store.invalidateStore());
        revalidator.revalidate().catch(() => undefined);
        if (isSignedIn()) {
          loadSaveLanguage()
            .then(({ saveLanguage }) => saveLanguage(environment, locale))
            .catch((error: unknown) => console.warn('The language was not saved to the account', error));
        }
      },
      () => toast.error(t`The language could not be loaded. Check your connection and try again.`),
    );
  };
  return (
    <div className={compact ? styles.compactSwitcher : styles.switcher}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Language</Trans>
      </label>
      <GlobeIcon size={18} className={compact ? styles.compactIcon : styles.icon} />
      {compact ? (
        <span className={styles.code} aria-hidden="true">
          {i18n.locale.toUpperCase()}
        </span>
      ) : null}
      <select id={id} className={compact ? styles.compactSelect : styles.select} value={i18n.locale} onChange={change}>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
