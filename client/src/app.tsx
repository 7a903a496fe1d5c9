import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router';
import { activateLocale, i18n, initialLocale, loadMoreMessages } from './i18n/i18n';
import { environment } from './relay/environment';
import { router } from './routes/router';
import './styles/global.css';

/** The app itself: loaded by the entry (main.tsx) right after it has started the first queries. */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The language's messages arrive while the first route's data and code load.
const render = () => {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RelayEnvironmentProvider environment={environment}>
          <RouterProvider router={router} />
        </RelayEnvironmentProvider>
      </I18nProvider>
    </StrictMode>,
  );
};
const started = activateLocale(initialLocale()).then(render, (error: unknown) => {
  console.error('The interface language could not be loaded', error);
  i18n.activate('en');
  render();
});

// The other pages' words follow a few seconds after the first page is up (its pictures go first), so moving on to
// the account or checkout needs no extra wait; those routes fetch them themselves if this has not happened yet.
const preloadMoreMessages = () => window.setTimeout(() => void loadMoreMessages().catch(() => undefined), 3000);
void started.then(() => {
  if (document.readyState === 'complete') preloadMoreMessages();
  else window.addEventListener('load', preloadMoreMessages, { once: true });
});
