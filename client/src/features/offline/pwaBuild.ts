import sharp from 'sharp';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The build side of offline use, used by client/vite.config.ts: the web app manifest and its icons, and
 * the service worker (features/offline/sw.ts, built by vite-plugin-pwa with Workbox) with a lean precache: the
 * shell and the shopper's first-load routes, not the account, checkout or admin chunks (those are kept once used).
 */

// The shop's colours (styles/vars.css.ts): brand green, its strong shade for the status bar, the page background.
const BRAND = '#15803d';
const BRAND_STRONG = '#14532d';
const BACKGROUND = '#f5f7f4';

/**
 * Route modules a shopper browses offline, and the parts of their screens that load on demand (the cart's changes
 * and the queue that keeps them offline, the help panel's answers, Recently Viewed, the account menu, quick view, the
 * cart drawer, the session's renewal): their chunks (and what they import) are precached.
 */
const SHOPPER_ROUTES = [
  'app',
  'features/shell/AppLayoutRoute',
  'features/shell/NotFoundRoute',
  'features/home/HomeRoute',
  'features/categories/CategoriesRoute',
  'features/categories/ListingRoute',
  'features/product/ProductRoute',
  'features/search/SearchRoute',
  'features/cart/CartRoute',
  'features/offline/startOffline',
  'features/offline/offlineCart',
  'features/cart/cartChanges',
  'features/cart/CartDrawer',
  'features/shell/HelpAnswers',
  'features/home/RecentlyViewed',
  'features/account-menu/AccountMenu',
  'features/order-alerts/UnreadOrdersBadge',
  'features/product-card/ProductQuickView',
  'relay/renewal',
];

/** The shop's basket mark (public/favicon.svg) on a full-bleed square; `inset` is the share of padding per side. */
function iconSvg(inset: number, rounded: boolean): string {
  const size = 512;
  const scale = (size * (1 - 2 * inset)) / 32;
  const offset = size * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" ${rounded ? 'rx="112"' : ''} fill="${BRAND}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})">
<path d="M9 12h14l-1.6 11.2a2 2 0 0 1-2 1.8h-6.8a2 2 0 0 1-2-1.8z" fill="#fff"/>
<path d="M12.5 12a3.5 3.5 0 0 1 7 0" stroke="#fff" stroke-width="2" fill="none"/>
</g></svg>`;
}

const ICONS = [
  { fileName: 'icons/icon-192.png', size: 192, svg: iconSvg(0.06, true), purpose: 'any' },
  { fileName: 'icons/icon-512.png', size: 512, svg: iconSvg(0.06, true), purpose: 'any' },
  // Maskable: the launcher crops to its own shape, so the mark stays inside the central 80% safe zone.
  { fileName: 'icons/icon-maskable-512.png', size: 512, svg: iconSvg(0.2, false), purpose: 'maskable' },
  { fileName: 'icons/apple-touch-icon.png', size: 180, svg: iconSvg(0.14, false), purpose: null },
] as const;

/** Draws the PNG icons at build time from the logo, so they always match it. */
function pwaIcons(): Plugin {
  return {
    name: 'isoko-pwa-icons',
    apply: 'build',
    async generateBundle() {
      for (const icon of ICONS) {
        const source = await sharp(Buffer.from(icon.svg)).resize(icon.size, icon.size).png({ compressionLevel: 9 }).toBuffer();
        this.emitFile({ type: 'asset', fileName: icon.fileName, source });
      }
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }, injectTo: 'head' }],
  };
}

/**
 * Remembers, from the app's build, which files the shopper routes need; the service worker's precache list keeps
 * only those (plus index.html and the icons), so installing does not download the admin's code.
 */
function shopperFiles(): { plugin: Plugin; keep: (url: string) => boolean } {
  const needed = new Set<string>();
  const plugin: Plugin = {
    name: 'isoko-pwa-shopper-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const visit = (fileName: string) => {
        if (needed.has(fileName)) return;
        needed.add(fileName);
        const chunk = chunks.find((item) => item.fileName === fileName);
        if (!chunk) return;
        chunk.imports.forEach(visit);
        chunk.viteMetadata?.importedCss.forEach((css) => needed.add(css));
      };
      for (const chunk of chunks) {
        // The entry, and every language's first-page words (the shopper may switch language offline).
        if (chunk.isEntry || /^assets\/messages-(?!more)/.test(chunk.fileName)) visit(chunk.fileName);
      }
      for (const route of SHOPPER_ROUTES) {
        // A route has its own chunk, or travels inside the first-visit chunk (client/vite.config.ts).
        const isRoute = (id: string | null | undefined) => Boolean(id?.endsWith(`/src/${route}.tsx`) || id?.endsWith(`/src/${route}.ts`));
        const chunk = chunks.find((item) => isRoute(item.facadeModuleId)) ?? chunks.find((item) => item.moduleIds.some(isRoute));
        if (!chunk) throw new Error(`pwaBuild: no chunk holds ${route}; was it renamed?`);
        visit(chunk.fileName);
      }
    },
  };
  return { plugin, keep: (url) => !url.startsWith('assets/') || needed.has(url) };
}

/** The Vite plugins for the installable, offline-capable web app. */
export function offlinePlugins(): Plugin[] {
  const files = shopperFiles();
  return [
    pwaIcons(),
    files.plugin,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/offline',
      filename: 'sw.ts',
      // The page registers the worker itself once it is up (startOffline.ts) and asks before updating.
      registerType: 'prompt',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      manifest: {
        id: '/',
        name: 'Isoko: groceries delivered across Rwanda',
        short_name: 'Isoko',
        description: 'Groceries delivered across Rwanda, paid in cash on delivery.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BRAND_STRONG,
        background_color: BACKGROUND,
        categories: ['shopping', 'food'],
        icons: ICONS.filter((icon) => icon.purpose).map((icon) => ({
          src: `/${icon.fileName}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose: icon.purpose!,
        })),
      },
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['index.html', 'favicon.svg', 'icons/icon-192.png', 'assets/*.{js,css}'],
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => files.keep(entry.url)), warnings: [] })],
      },
    }),
  ];
}
