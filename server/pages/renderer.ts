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
  head: string;
  execute: (operation: PageOperation, locale: ShopLanguage) => Promise<OperationAnswer>;
}

export type PageRenderResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'shell' };

export interface PageRenderer {
  rendersOnServer(pathname: string): boolean;
  renderPage(request: PageRenderRequest): Promise<PageRenderResult>;
}

/** The built renderer and the built app's head, or null when either build is missing (the app's shell is served). */
export async function loadPageRenderer(clientDist: string, rendererDir: string): Promise<{ renderer: PageRenderer; head: string } | null> {
  const entry = join(rendererDir, 'entry-server.js');
  const index = join(clientDist, 'index.html');
  if (!existsSync(entry) || !existsSync(index)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  return { renderer, head: pageHead(readFileSync(index, 'utf8')) };
}

/**
 * The built app's head for a rendered page: its stylesheets, preloads and entry script as Vite wrote them, without
 * the shell's generic title and description (each page renders its own).
 */
export function pageHead(indexHtml: string): string {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(indexHtml)?.[1];
  if (head === undefined) throw new Error('The built index.html has no head');
  return head
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta name="description"[^>]*>/i, '')
    .trim();
}
