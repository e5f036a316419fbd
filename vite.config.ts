import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';
const apiTarget = `http://127.0.0.1:${apiPort}`;

/**
 * React Router's production build, for `vite build` only. Its package exports point every
 * condition at its development build, which keeps the development warnings switched on (the
 * route checks run on every render); the production build beside it is the same code with them
 * switched off. The development server keeps the warnings: they are for developers.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The SPA lives in src/web and is built to dist/web, which the server serves. */
export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // Loaded on demand only (the guest page's upload engine): kept out of
            // the eager vendor chunk, or every page would download them up front.
            // One chunk per language: the app loads the one it shows (src/web/app/catalogues.ts).
            {
              name: 'i18n-pl',
              test: /src[\\/]shared[\\/]i18n[\\/]pl[\\/]/,
              priority: 50,
            },
            {
              name: 'i18n-en',
              test: /src[\\/]shared[\\/]i18n[\\/]en[\\/]/,
              priority: 50,
            },
            {
              name: 'tus',
              test: /node_modules[\\/](tus-js-client|js-base64|url-parse|querystringify|requires-port|combine-errors|custom-error-instance|lodash\.throttle|is-stream|proper-lockfile|buffer-from)[\\/]/,
              priority: 40,
            },
            // The two-step verification's QR code, made only when an owner turns it on.
            {
              name: 'qrcode',
              test: /node_modules[\\/](qrcode|dijkstrajs)[\\/]/,
              priority: 40,
            },
            // The schema library, only with the screens that check their answers with it (the
            // owner's, loaded on demand): the start screen neither loads nor runs it.
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]/,
              priority: 40,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
            // Its stylesheets stay with the entry, so loading them does not run Mantine's code.
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/](?!.*\.css$)/,
              priority: 20,
            },
            // The guest page's fonts stay out, and in no group of their own: each font's stylesheet
            // is its own chunk, loaded only when a page uses that font (one group would put every
            // font's @font-face rules, 73 KB, in front of the first one used).
            {
              name: 'vendor',
              test: /node_modules[\\/](?!@fontsource[\\/])(?!.*\.css$)/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
      '/metrics': { target: apiTarget, changeOrigin: false },
    },
  },
}));
