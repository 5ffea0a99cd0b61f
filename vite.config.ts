import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { COLOR_SCHEME_BOOT_SCRIPT } from './src/shared/colorScheme.js';

// The web app is built into dist/web and served by the Fastify app (npm start). In development (npm run dev) Vite
// serves it with hot reload and proxies the API to the server on API_PORT.
const apiPort = process.env.API_PORT ?? '3001';
const apiTarget = `http://127.0.0.1:${apiPort}`;

/** What main.tsx (the prerendered pages' only script) imports from the app: kept out of the shared chunks. */
const LANDING_SCRIPT = /src[\\/](web[\\/](app[\\/](token|updateEvent|installPrompt)|i18n[\\/]visitorLocale)|shared[\\/]locales)\.ts$/;

/**
 * Stylesheets stay where Vite puts them: grouped with the scripts, the landing's own stylesheets (Mantine's, the
 * global one) would make its script import the whole vendor and shell chunks.
 */
const STYLESHEET = /\.css($|\?)/;
const scripts = (pattern: RegExp) => (id: string) => !STYLESHEET.test(id) && pattern.test(id);

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    react(),
    // The colour scheme is set before first paint by one inline script in <head>; the server's CSP allows exactly it
    // by its hash (src/server/security-headers.ts), so its text comes from the one shared constant.
    {
      name: 'attune-color-scheme',
      transformIndexHtml: () => [{ tag: 'script', children: COLOR_SCHEME_BOOT_SCRIPT, injectTo: 'head' }],
    },
    // The service worker (src/web/sw.js, decision 024) with the built shell's file list injected; main.tsx registers
    // it and public/manifest.webmanifest stays the manifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.js',
      injectRegister: false,
      manifest: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,woff2}'], globIgnores: ['landing.*.html'] },
    }),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // scripts/prerender-landing.mjs reads which stylesheets the landing's chunk needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every signed-in screen runs on (React, Mantine, the router, the query and tRPC clients, zod)
        // in one long-cached chunk instead of a dozen small shared ones: the signed-in home on a phone made 32 script
        // requests before its first paint (issue 34, decision 076). The landing's own script does not import it.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: scripts(/node_modules[\\/](react|react-dom|scheduler|@mantine[\\/](core|hooks)|@floating-ui|@tanstack|@trpc|zod|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|clsx|react-number-format|react-textarea-autosize|use-composed-ref|use-isomorphic-layout-effect|use-latest|detect-node-es|aria-hidden|tabbable)[\\/]/),
              priority: 10,
            },
            // What the landing's script shares with the app (the token, Vite's preload helper) in a chunk of its own, or
            // it would land in the shell below and the prerendered landing would download the whole app.
            { name: 'start', test: (id) => LANDING_SCRIPT.test(id) || /vite[\\/](preload-helper|modulepreload-polyfill)/.test(id), priority: 20 },
            // The icons: one module each, shared by many screens, so left alone each became its own request.
            { name: 'icons', test: scripts(/node_modules[\\/]@tabler[\\/]icons-react[\\/]/), priority: 9 },
            // The app's own shell that every signed-in screen starts with (and the small shared modules; not the
            // assessment's data, which only some screens read) and each feature's data layer (its hooks and API calls,
            // small and shared by several screens), in one chunk for the same reason. The few modules the prerendered
            // landing's own script imports stay out, so the landing still loads only that script and the start chunk.
            // Screens, pages and dialogs stay in their own chunks and load when opened.
            {
              name: 'shell',
              test: (id) =>
                !LANDING_SCRIPT.test(id) &&
                !STYLESHEET.test(id) &&
                !/(Screen|Page|Pages)\.tsx$/.test(id) &&
                (/src[\\/](shared[\\/](?!assessment[\\/])|web[\\/](app|components|lib|i18n|features[\\/]auth)[\\/])/.test(id) ||
                  /src[\\/]web[\\/]features[\\/][^\\/]+[\\/](use[A-Z]\w*|api|meta|learnMore|ConnectionCard)\.tsx?$/.test(id)),
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 3000,
    proxy: {
      '/api': apiTarget,
      '/trpc': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
});
