import type { MiddlewareHandler } from 'hono';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Headers for the files that make the web app installable and usable offline: the service worker and the
 * web app manifest are asked for again on every visit (no-cache: a phone must see a new deployment's worker at once,
 * never a year-old copy), and the worker may control the whole site.
 */
export const offlineFileHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 200) return;
  const path = c.req.path;
  if (path === '/sw.js') {
    c.header('Cache-Control', 'no-cache');
    c.header('Service-Worker-Allowed', '/');
  } else if (path === '/manifest.webmanifest') {
    c.header('Cache-Control', 'no-cache');
  }
};

let cachedIndex: string | null = null;

/**
 * The HTML for a browser route: the built web app's index.html (client-side routing takes it from
 * there), or a placeholder page until the web app is built.
 */
export function clientPage(clientDist: string | null): string {
  if (clientDist) {
    cachedIndex ??= readFileSync(join(clientDist, 'index.html'), 'utf8');
    return cachedIndex;
  }
  return PLACEHOLDER;
}

const PLACEHOLDER = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Isoko</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f8f5; color: #1f2a1f; }
  main { max-width: 40rem; margin: 12vh auto; padding: 2rem; background: #fff; border-radius: 12px; box-shadow: 0 2px 12px #0001; }
  h1 { color: #1b7a3a; margin-top: 0; }
  a { color: #1b7a3a; }
</style>
</head>
<body>
<main>
  <h1>Welcome to Isoko</h1>
  <p>Groceries delivered across Rwanda, paid in cash on delivery.</p>
  <p>The shop's web app is on its way. Meanwhile the shop answers on its <a href="/graphql">GraphQL endpoint</a>.</p>
  <p><a href="/healthz">Service status</a></p>
</main>
</body>
</html>`;
