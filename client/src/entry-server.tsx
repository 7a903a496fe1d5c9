/**
 * The server's renderer of the shopper's public pages: the same routes, loaders and Relay queries as the browser's
 * app, run for one request (the shop's GraphQL answers them in process), rendered by React into a whole document.
 * The page carries the Relay records it was rendered from, so the browser hydrates it without asking again.
 * Built by Vite as a server bundle (scripts/start.mjs) and loaded by the server (server/pages).
 */
import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Environment, type GraphQLResponse, Network, RecordSource, Store } from 'relay-runtime';
import { PageContext, type PageFacts } from './features/server-render/pageContext';
import { PAGE_DATA_ID, pageDataJson } from './features/server-render/pageData';
import { type Locale, LOCALES, loadMessages } from './i18n/locales';
import { setRouteEnvironmentSource } from './relay/routeEnvironment';
import type { RouteHandle } from './routes/routes';
import { serverRenderedRoutes } from './routes/serverRoutes';

export { rendersOnServer } from './routes/serverRoutes';

/** One GraphQL operation of a page, by its persisted id, as the browser's app would send it. */
export interface PageOperation {
  id: string;
  name: string;
  variables: Record<string, unknown>;
}

export interface RenderRequest {
  request: Request;
  locale: Locale;
  /** Where the shop is reached, without a trailing slash (absolute URLs in link previews). */
  origin: string;
  /**
   * The tags of the built app's head (stylesheets, the entry script) with those of the routes' modules rendered,
   * placed at the top of the page's head.
   */
  head: (modules: string[]) => string;
  /** Answers one operation in process, in the page's language. */
  execute: (operation: PageOperation, locale: Locale) => Promise<GraphQLResponse>;
}

export type RenderResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

const handler = createStaticHandler(serverRenderedRoutes);
const requestEnvironment = new AsyncLocalStorage<Environment>();
setRouteEnvironmentSource(() => {
  const environment = requestEnvironment.getStore();
  if (!environment) throw new Error('A route loader ran outside a server render');
  return environment;
});

// The words of the pages the server renders (the first pages' and the product and category pages'), loaded once per
// language.
const translations = new Map<Locale, Promise<I18n>>();
function translationsOf(locale: Locale): Promise<I18n> {
  let loaded = translations.get(locale);
  if (!loaded) {
    loaded = Promise.all([loadMessages(locale), loadMessages(locale, 'later'), loadMessages(locale, 'browse')]).then(([first, later, browse]) =>
      setupI18n({ locale, messages: { [locale]: { ...first, ...later, ...browse } } }),
    );
    translations.set(locale, loaded);
  }
  return loaded;
}

/** Renders the page at a request's address, one `rendersOnServer` accepted. */
export async function renderPage({ request, locale, origin, head, execute }: RenderRequest): Promise<RenderResult> {
  const environment = new Environment({
    network: Network.create((params, variables) => {
      if (!params.id) throw new Error(`${params.name} has no persisted id`);
      return execute({ id: params.id, name: params.name, variables }, locale);
    }),
    store: new Store(new RecordSource()),
    isServer: true,
  });
  const [context, i18n] = await Promise.all([requestEnvironment.run(environment, () => handler.query(request)), translationsOf(locale)]);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // The instant its time-dependent parts (countdowns) are written at; the browser hydrates them as of it.
  const renderedAt = Date.now();
  const page: PageFacts = { status: context.statusCode, origin, locale, renderedAt };
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = await renderDocument(
    <html lang={locale}>
      <head />
      <body>
        <div id="root">
          <PageContext value={page}>
            <I18nProvider i18n={i18n}>
              <RelayEnvironmentProvider environment={environment}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </RelayEnvironmentProvider>
            </I18nProvider>
          </PageContext>
        </div>
      </body>
    </html>,
  );
  const data = pageDataJson({ records: environment.getStore().getSource().toJSON(), locale, origin, renderedAt });
  const modules = context.matches.flatMap(({ route }) => (route.handle as RouteHandle | undefined)?.module ?? []);
  const html = body
    .replace('<head>', `<head>${head(modules)}`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/, `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script></body>`);
  return { kind: 'page', status: page.status, html };
}

/** React's whole document, once every part of it is ready (the data is answered in process, so that is soon). */
function renderDocument(document: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const stream = renderToPipeableStream(document, {
      // Whole boundaries in place: React would otherwise send large ones after the shell, completed by inline
      // scripts, which the shop's Content-Security-Policy (scripts from the shop's own files only) forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) return reject(failed instanceof Error ? failed : new Error('The page failed to render'));
        const output = new PassThrough();
        const chunks: Buffer[] = [];
        output.on('data', (chunk: Buffer) => chunks.push(chunk));
        output.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        output.on('error', reject);
        stream.pipe(output);
      },
      onShellError: reject,
      // An error inside a Suspense boundary would leave that part to the browser; a page that is partly missing is
      // not worth sending: the server falls back to the app's shell.
      onError(error) {
        failed ??= error;
      },
    });
  });
}

export { LOCALES };
