#!/usr/bin/env node
// After `vite build`: renders the public pages to HTML with the app's own React components (a Vite SSR build of
// src/web/features/landing/prerender.tsx and src/web/features/measures/prerender.tsx), in every shipped language. Writes
// dist/web/landing.<locale>.html, which the server sends for "/" in the visitor's language (src/server/app.ts), and
// dist/web/.prerendered/measures.<locale>.html, which the server fills with this server's figures for GET /measures
// (src/server/web/measures-page.ts; a dot folder, so never served as it is). A signed-out visitor then reads these
// pages without running any React (issue 13 item 13, issue 32, issue 33); main.tsx starts the app for everyone else.
// Usage: node scripts/prerender-landing.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'dist/web');
const ssrDir = path.join(root, 'dist/prerender');

await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: ssrDir,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { input: { landing: 'features/landing/prerender.tsx', measures: 'features/measures/prerender.tsx' } },
  },
});
const { renderLanding } = await import(pathToFileURL(path.join(ssrDir, 'landing.js')).href);
const { renderMeasures } = await import(pathToFileURL(path.join(ssrDir, 'measures.js')).href);

const shell = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
// The pages' own styles live with the React chunks that main.tsx does not load for them: boot.tsx, what it imports
// (the shell chunk since decision 076's addendum) and the landing's own chunk, which the app loads only when it shows
// the landing. Link them here.
const manifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8'));
const PAGE_CHUNKS = ['boot.tsx', 'features/landing/LandingPage.tsx'];
for (const key of PAGE_CHUNKS) if (!manifest[key]) throw new Error(`the build manifest has no ${key} chunk`);
const pageStyles = new Set();
const collectStyles = (key, seen = new Set()) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const file of manifest[key].css ?? []) pageStyles.add(file);
  for (const imported of manifest[key].imports ?? []) collectStyles(imported, seen);
};
for (const key of PAGE_CHUNKS) collectStyles(key);
const bootStyles = [...pageStyles].filter((file) => !shell.includes(file));
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** index.html with `html` in its root, marked `name` (main.tsx leaves such a page alone for a signed-out reader). */
function page({ name, title, html, lang = 'en', styles }) {
  const filled = shell
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace('</head>', `${styles.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">`).join('\n')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${name}">${html}</div>`);
  if (!filled.includes(`data-prerendered="${name}"`)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return filled;
}

for (const { locale, title, html } of renderLanding()) {
  const landing = page({ name: 'landing', title, html, lang: locale, styles: bootStyles });
  fs.writeFileSync(path.join(webDir, `landing.${locale}.html`), landing);
  console.log(`prerendered the landing (${locale}): ${Math.round(landing.length / 1024)} KiB of HTML`);
}

const measuresDir = path.join(webDir, '.prerendered');
fs.mkdirSync(measuresDir, { recursive: true });
for (const { locale, title, html } of renderMeasures()) {
  const measures = page({ name: 'measures', title, html, lang: locale, styles: bootStyles });
  fs.writeFileSync(path.join(measuresDir, `measures.${locale}.html`), measures);
  console.log(`prerendered How Attune measures (${locale}): ${Math.round(measures.length / 1024)} KiB of HTML`);
}

fs.rmSync(ssrDir, { recursive: true, force: true });
fs.rmSync(path.join(webDir, '.vite'), { recursive: true, force: true }); // build bookkeeping, not for visitors
