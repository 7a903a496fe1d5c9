import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ShopLanguage } from '../lib/request-language.js';

/** One GraphQL operation a page needs, by its persisted id. */
export interface PageOperation {
  id: string;
  name: string;
  variables: Record<string, unknown>;
}

/** The answer to one operation, as /graphql gives it. */
export type OperationAnswer = { data?: Record<string, unknown> | null; errors?: unknown[] };

/** What the web app's server renderer (client/src/entry-server.tsx, built into client/dist-server) takes and gives. */
export interface PageRenderRequest {
  request: Request;
  locale: ShopLanguage;
  origin: string;
  head: (modules: string[]) => string;
  execute: (operation: PageOperation, locale: ShopLanguage) => Promise<OperationAnswer>;
}

export type PageRenderResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

export interface PageRenderer {
  /** Whether the server renders the page at this path (a shopper's public page); the others get the app's shell. */
  rendersOnServer(pathname: string): boolean;
  /** Renders the page at a path `rendersOnServer` accepted. */
  renderPage(request: PageRenderRequest): Promise<PageRenderResult>;
}

/** The built renderer and the built app's head, or null when either build is missing (the app's shell is served). */
export async function loadPageRenderer(clientDist: string, rendererDir: string): Promise<{ renderer: PageRenderer; head: (modules: string[]) => string } | null> {
  const entry = join(rendererDir, 'entry-server.js');
  const index = join(clientDist, 'index.html');
  const manifestFile = join(clientDist, BUILD_MANIFEST);
  if (!existsSync(entry) || !existsSync(index) || !existsSync(manifestFile)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  const base = pageHead(readFileSync(index, 'utf8'));
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const heads = new Map<string, string>();
  const head = (modules: string[]) => {
    const key = modules.join(' ');
    let tags = heads.get(key);
    if (tags === undefined) {
      tags = inlineStylesheets(base + moduleAssetTags(manifest, modules, base), (href) => readFileSync(join(clientDist, href), 'utf8'));
      heads.set(key, tags);
    }
    return tags;
  };
  return { renderer, head };
}

/** Where Vite writes the web app's build manifest (client/vite.config.ts asks for it); never served. */
export const BUILD_MANIFEST = '.vite/manifest.json';

/** Vite's build manifest: each source module's chunk, the chunks it imports, and its stylesheets. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * The stylesheets and code of the route modules a page rendered (and of what they import), leaving out what the head
 * already holds: stylesheets as links, so the page is styled from its first paint; code as `isoko-module` names
 * (see pageHead), which the entry preloads once the page's pictures are in.
 */
export function moduleAssetTags(manifest: BuildManifest, modules: string[], head: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  for (const module of modules) {
    if (!manifest[`src/${module}.tsx`]) throw new Error(`The build manifest has no src/${module}.tsx`);
    visit(`src/${module}.tsx`);
  }
  const fresh = (file: string) => !head.includes(`/${file}"`);
  return [
    ...[...styles].filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].filter(fresh).map((file) => moduleName(`/${file}`)),
  ].join('');
}

/**
 * The head's stylesheets written into it. On a phone's slow data a linked stylesheet holds the first paint for one
 * more round trip, and shares the connection with the first screen's pictures; in the HTML it comes with the page
 * (about 6 KB more, compressed). Each link stays, `disabled` so the browser does not fetch it: the entry's loader
 * (Vite's preload) sees the route's stylesheet is on the page and does not ask for it again.
 */
export function inlineStylesheets(tags: string, read: (href: string) => string): string {
  return tags.replace(/<link rel="stylesheet" crossorigin href="(\/[^"]+\.css)">/g, (tag, href: string) => {
    const css = read(href);
    // Never expected from the built styles; a stylesheet that could end the element early stays linked.
    if (/<\/style/i.test(css)) return tag;
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
}

/** A module the page's app needs, named for the entry to preload (client/src/main.tsx). */
const moduleName = (href: string) => `<meta name="isoko-module" content="${href}">`;

/**
 * The built app's head for a rendered page: its stylesheets and entry script as Vite wrote them, without the shell's
 * generic title and description (each page renders its own). The app's code is named rather than preloaded: a
 * rendered page paints from its HTML, and on slow mobile data that code would share the connection with the first
 * screen's pictures, so the entry asks for it once they are in (the shell, which needs it to paint, preloads it).
 */
export function pageHead(indexHtml: string): string {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(indexHtml)?.[1];
  if (head === undefined) throw new Error('The built index.html has no head');
  return head
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta name="description"[^>]*>/i, '')
    .replace(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/gi, (_tag, href: string) => moduleName(href))
    .trim();
}
