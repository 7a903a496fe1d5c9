import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router';
import { activateLocale, i18n, initialLocale } from './i18n/i18n';
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
activateLocale(initialLocale()).then(render, (error: unknown) => {
  console.error('The interface language could not be loaded', error);
  i18n.activate('en');
  render();
});
