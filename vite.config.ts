import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { COLOR_SCHEME_BOOT_SCRIPT } from './src/shared/colorScheme.js';
import { firstPaintGroup } from './scripts/firstPaint.js';
import { mantineStylesPerComponent } from './scripts/mantineStyles.js';
import { compileCatalogue, precompileDefaultMessages } from './src/web/i18n/precompileMessages.js';

// The web app is built into dist/web and served by the Fastify app (npm start). In development (npm run dev) Vite
// serves it with hot reload and proxies the API to the server on API_PORT.
const apiPort = process.env.API_PORT ?? '3001';
const apiTarget = `http://127.0.0.1:${apiPort}`;

/** What main.tsx (the prerendered pages' only script) imports from the app: kept out of the shared chunks. */
const LANDING_SCRIPT = /src[\\/](web[\\/](app[\\/](token|updateEvent|installPrompt)|i18n[\\/]visitorLocale)|shared[\\/]locales)\.ts$/;

/**
 * Where the signed-in home starts (decision 076 addendum): what these import statically is its first paint. boot.tsx
 * itself stays a chunk of its own: the prerender reads its stylesheets from the build manifest under that name.
 */
/**
 * The form and schema libraries: a first-paint module may import them for a schema it never runs there (the shared
 * modules define their schemas next to their constants), and the static graph cannot tell, so they have a chunk of
 * their own (below) that the forms load.
 */
const FORMS = /node_modules[\\/](zod|@mantine[\\/]form|mantine-form-zod-resolver)[\\/]/;
/** What components/later/floating.ts brings: Mantine's Tooltip, Menu and Popover and Floating UI under them. */
const FLOATING = /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/](components[\\/](Menu|Popover|Tooltip)[\\/]|utils[\\/]Floating[\\/]|core[\\/]utils[\\/]create-scoped-keydown-handler[\\/]))|components[\\/]later[\\/]floating\.ts$/;
const BOOT = path.resolve('src/web/boot.tsx');
const HOME_FIRST_PAINT = [BOOT, ...['src/web/app/App.tsx', 'src/web/features/chat/ChatHome.tsx'].map((file) => path.resolve(file))];

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
    // Every message reaches the browser already parsed (decision 076, addendum), so react-intl runs without its ICU
    // parser (the alias below): the catalogues of other languages are compiled as they are imported (before Vite's
    // JSON plugin turns them into modules), the source's English default messages once the module is plain JavaScript.
    {
      name: 'attune-compile-catalogues',
      enforce: 'pre',
      transform: {
        filter: { id: /src[\\/]web[\\/]i18n[\\/][a-z]{2}\.json$/ },
        handler(code) {
          const catalogue = JSON.parse(code) as Record<string, unknown>;
          // pseudo.json is generated parsed already; en.json is never sent (English reads the default messages).
          if (!Object.values(catalogue).every((message) => typeof message === 'string')) return null;
          return { code: JSON.stringify(compileCatalogue(catalogue as Record<string, string>)), map: null };
        },
      },
    },
    {
      name: 'attune-precompile-default-messages',
      transform: {
        filter: { id: { include: /src[\\/].*\.tsx?$/, exclude: /node_modules/ }, code: 'defaultMessage' },
        handler(code) {
          return { code: precompileDefaultMessages(code, this.parse(code)), map: null };
        },
      },
    },
    // Each Mantine component's stylesheet imported by the component's class names, so every chunk carries the styles of
    // the components it uses instead of every page blocking on all of Mantine's (decision 116).
    mantineStylesPerComponent(),
    // Mantine's ScrollArea imports one small hook from Floating UI, which put all of Floating UI on the home's first
    // paint; it gets the same hook from src/web/lib/mergeRefs.ts (decision 104). Other importers are unchanged.
    {
      name: 'attune-scroll-area-refs',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source === '@floating-ui/react' && importer && /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/.test(importer)) return path.resolve('src/web/lib/mergeRefs.ts');
        return null;
      },
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
  resolve: {
    // The parser-free build of the ICU parser: same element types and helpers, and a parse() that throws, which no
    // message reaches because the plugins above parse them all at build time (about 20 KB Brotli off every screen).
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // scripts/prerender-landing.mjs reads which stylesheets the landing's chunk needs.
    manifest: true,
    rolldownOptions: {
      // tRPC's WebSocket link (the app's socket is its own, features/shared-chat/socket.ts) sets a static counter on
      // its client class when the module runs, which the bundler must assume has effects, and @trpc/client declares
      // none of its modules free of them: so 0.7 KB of WebSocket client the app never calls reached every first paint.
      // The module only defines functions and that class; nothing else is kept only for it (decision 104).
      treeshake: { moduleSideEffects: (id) => (/node_modules[\\/]@trpc[\\/]client[\\/]dist[\\/]wsLink-[^\\/]*\.mjs$/.test(id) ? false : undefined) },
      output: {
        // The libraries the signed-in home's first paint runs on (React, the Mantine components it shows, the router, the
        // query and tRPC clients, react-intl; scripts/firstPaint.ts works them out) in one long-cached chunk instead of a
        // dozen small shared ones: the home on a phone made 32 script requests before its first paint (issue 34,
        // decision 076 and its addendum). The landing's own script does not import it.
        codeSplitting: {
          groups: [
            {
              debugName: 'vendor',
              // The icons the home draws are among them (about 25 of the app's 100, followed name by name like Mantine's):
              // the rest stay in the icons chunk below, which the home's first paint no longer needs (decision 104).
              name: firstPaintGroup(HOME_FIRST_PAINT, 'vendor', (id) => !STYLESHEET.test(id) && /node_modules/.test(id) && !FORMS.test(id)),
              priority: 10,
            },
            // What the landing's script shares with the app (the token, Vite's preload helper) in a chunk of its own, or
            // it would land in the shell below and the prerendered landing would download the whole app.
            { name: 'start', test: (id) => LANDING_SCRIPT.test(id) || /vite[\\/](preload-helper|modulepreload-polyfill)/.test(id), priority: 20 },
            // The form and schema libraries in a chunk of their own, which only the screens and dialogs with a form
            // import: left to the bundler they joined the shell, which imports them without running them.
            { name: 'forms', test: scripts(FORMS), priority: 8 },
            // Mantine's tooltips and menus and the Floating UI that places them (decision 104): not on the first paint, and
            // in one chunk, fetched after it, rather than five small ones.
            { name: 'floating', test: scripts(FLOATING), priority: 7 },
            // The other icons: one module each, shared by many screens, so left alone each became its own request.
            { name: 'icons', test: scripts(/node_modules[\\/]@tabler[\\/]icons-react[\\/]/), priority: 9 },
            // The app's own modules the signed-in home shows at first paint, in one chunk for the same reason. The few
            // modules the prerendered landing's own script imports stay out (the start chunk above), so the landing
            // still loads only that script. Screens, pages, dialogs and tabs the home does not show, and what only
            // they import, stay in their own chunks and load when opened.
            {
              debugName: 'shell',
              name: firstPaintGroup(HOME_FIRST_PAINT, 'shell', (id) => !/node_modules/.test(id) && !STYLESHEET.test(id) && !LANDING_SCRIPT.test(id) && id !== BOOT),
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
