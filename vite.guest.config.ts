import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Modules of the guest page that its on-demand dialogs import too (see `guest-shared` below). */
const guestShared = [
  'web/features/guest/ui/ui.tsx',
  'web/features/guest/ui/dialog.tsx',
  'web/features/guest/ui/fields.tsx',
  'web/features/guest/dialogs/guest-modal.tsx',
  'shared/i18n/format.ts',
  'shared/domain/reveal.ts',
];

/**
 * The guest pages' own build (src/web/guest.html → dist/web/guest.html): Preact in place of
 * React and a small stand-in for the router, so a guest's phone downloads a fraction of the
 * owner app. It writes next to the owner app's build (run after it; nothing is emptied).
 * Decision record: docs/decisions/025-guest-entry.md.
 */
export default defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react-router$/, replacement: here('./src/web/guest/router-shim.tsx') },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: false,
    sourcemap: true,
    rolldownOptions: {
      input: { guest: here('./src/web/guest.html') },
      output: {
        codeSplitting: {
          groups: [
            // What the page and its on-demand dialogs (voice, "my photos") share: the page's
            // kit of controls and the formatters of days and times. Left to the bundler, every
            // different set of importers became a file of its own that the page loads up
            // front (8 files); kept together, with what they import, the page starts from 3.
            {
              name: 'guest-shared',
              test: (id: string) =>
                guestShared.some((file) => id.replaceAll('\\', '/').endsWith(`/src/${file}`)),
            },
          ],
        },
      },
    },
  },
});
