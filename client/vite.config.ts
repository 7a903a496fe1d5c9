import { lingui } from '@lingui/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientRoot = import.meta.dirname;
// The Lingui macro (inside Babel) and the Lingui plugin both find their configuration through this.
process.env.LINGUI_CONFIG ??= `${clientRoot}/lingui.config.ts`;

/**
 * The web app's build. babel-plugin-relay turns graphql`` tags into imports of the compiled artifacts, the Lingui
 * macro compiles messages away, vanilla-extract turns `.css.ts` files into static CSS. In development Vite serves
 * the app and forwards API calls to the shop's server on :4000.
 */
export default defineConfig({
  root: clientRoot,
  plugins: [
    react({ babel: { plugins: ['relay', '@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    vanillaExtractPlugin(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The initial route must stay small for mid-range phones on mobile data (budget: 120 KB gzipped).
    chunkSizeWarningLimit: 200,
    rollupOptions: {
      output: {
        // A language's catalogues (one per feature) travel as one file.
        manualChunks(id) {
          const locale = /\/locales\/(\w+)\.po$/.exec(id)?.[1];
          return locale ? `messages-${locale}` : undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:4000', '/uploads': 'http://localhost:4000', '/api': 'http://localhost:4000' },
  },
});
