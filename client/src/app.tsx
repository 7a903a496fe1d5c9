import { I18nProvider } from '@lingui/react';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router';
import { RecordSource } from 'relay-runtime';
import { PageContext, type PageFacts } from './features/server-render/pageContext';
import { type PageData, readPageData } from './features/server-render/pageData';
import { activateLocale, i18n, initialLocale, storedLocale } from './i18n/i18n';
import { environment } from './relay/environment';
import { forgetHydratedQueries, refreshHydratedQueries, setHydrating } from './relay/routeEnvironment';
import { loadCartChanges } from './features/cart/useCartChanges';
import { loadSaveLanguage } from './features/shell/LanguageSwitcher';
import { isSignedIn } from './relay/session';
import { createAppRouter, serverPageHydration } from './routes/router';
import './styles/global.css';

/** The app itself: loaded by the entry (main.tsx) right after it has started the first queries. */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const page = readPageData();

/**
 * Marks the page as the app's (tests and tools wait for it): rendered or hydrated, and, on a page the server
 * rendered, showing this device's session and language.
 */
function markReady() {
  document.documentElement.dataset.app = 'ready';
}

/** Calls `onCommit` once React has committed the first render (or hydration) of the tree it is in. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

function app(router: ReturnType<typeof createAppRouter>, facts: PageFacts, onCommit: () => void) {
  return (
    <StrictMode>
      <Committed onCommit={onCommit} />
      <PageContext value={facts}>
        <I18nProvider i18n={i18n}>
          <RelayEnvironmentProvider environment={environment}>
            <RouterProvider router={router} />
          </RelayEnvironmentProvider>
        </I18nProvider>
      </PageContext>
    </StrictMode>
  );
}

/** The app's shell (a page the server did not render): the app renders it from nothing. */
async function renderShell() {
  await activateLocale(initialLocale()).catch((error: unknown) => {
    console.error('The interface language could not be loaded', error);
    i18n.activate('en');
  });
  createRoot(root!).render(app(createAppRouter(), { status: 200, origin: window.location.origin, locale: i18n.locale as PageData['locale'] }, markReady));
}

/**
 * A page the server rendered: the records it brought go into the store, the routes' code and loader data are made
 * ready, then React takes over the markup as it is. What depends on this device (a signed-in session, recently
 * viewed products) is read afterwards, by one revalidation.
 */
async function hydrate(data: PageData) {
  environment.getStore().publish(new RecordSource(data.records));
  setHydrating(true);
  const [hydrationData] = await Promise.all([serverPageHydration(window.location), activateLocale(data.locale, { remember: false })]);
  const router = createAppRouter(hydrationData);
  let committed = () => {};
  const hydrated = new Promise<void>((resolve) => (committed = resolve));
  hydrateRoot(root!, app(router, { status: 200, origin: data.origin, locale: data.locale, renderedAt: data.renderedAt }, committed), {
    onRecoverableError(error) {
      // The markup did not match what the app renders: React has rendered the page anew. Worth knowing in tests.
      console.error('Hydration fell back to rendering', error);
    },
  });
  setHydrating(false);
  await hydrated;
  // An address in a language (?lang=) is the shopper's choice; otherwise the one they made before, if another, follows.
  const fromAddress = new URLSearchParams(window.location.search).has('lang');
  const chosen = fromAddress ? data.locale : (storedLocale() ?? data.locale);
  const languageChanges = chosen !== data.locale;
  if (fromAddress || languageChanges) await activateLocale(chosen);
  // A signed-in shopper's page shows their session (the server rendered it as a visitor's), and names in another
  // language need asking for: the page's reads are asked again, with the session and the language.
  if (isSignedIn() || languageChanges) await refreshHydratedQueries(environment);
  else forgetHydratedQueries();
  markReady();
}

// A device with a session shows the account menu, sends cart changes and saves a language switch to the account,
// chunks of their own: asked for now, alongside the page's own work, so they are in hand when used (a switch
// followed at once by a reload still reaches the account).
if (isSignedIn()) {
  void import('./features/account-menu/AccountMenu').catch(() => undefined);
  void loadCartChanges().catch(() => undefined);
  void loadSaveLanguage().catch(() => undefined);
}
const started = page ? hydrate(page) : renderShell();
started.catch((error: unknown) => {
  console.error('The app could not start', error);
});
