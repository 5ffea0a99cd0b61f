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
// (the shell chunk since decision 076's addendum) and the page's own chunk, which the app loads only when it shows the
// page. Link them here. Each Mantine component's styles come with the chunk of its code since decision 116, so the
// measures page needs its own chunk's too (its table's, for one).
const manifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8'));
const LANDING_CHUNKS = ['boot.tsx', 'features/landing/LandingPage.tsx'];
const MEASURES_CHUNKS = [...LANDING_CHUNKS, 'features/measures/MeasuresPage.tsx'];
for (const key of MEASURES_CHUNKS) if (!manifest[key]) throw new Error(`the build manifest has no ${key} chunk`);
const stylesOf = (keys) => {
  const styles = new Set();
  const collect = (key, seen) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of manifest[key].css ?? []) styles.add(file);
    for (const imported of manifest[key].imports ?? []) collect(imported, seen);
  };
  const seen = new Set();
  for (const key of keys) collect(key, seen);
  return [...styles].filter((file) => !shell.includes(file));
};
const landingStyles = stylesOf(LANDING_CHUNKS);
const measuresStyles = stylesOf(MEASURES_CHUNKS);
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** index.html with `html` in its root, marked `name` (main.tsx leaves such a page alone for a signed-out reader). */
function page({ name, title, html, lang = 'en', styles }) {
  const filled = shell
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace('</head>', `${styles.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">`).join('\n')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${name}">${html}</div>`);
  if (!filled.includes(`data-prerendered="${name}"`)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  // Mantine's rules come per component with the chunks (decision 116): a component the page draws whose chunk is not
  // linked above would show unstyled, so a class name of Mantine's (m_…) that no linked stylesheet defines stops the build.
  const linked = [...filled.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g)].map((match) => fs.readFileSync(path.join(webDir, match[1]), 'utf8')).join('\n');
  const unstyled = [...new Set(html.match(/\bm_[0-9a-f]{5,8}\b/g) ?? [])].filter((className) => !linked.includes(`.${className}`));
  if (unstyled.length > 0) throw new Error(`the prerendered ${name} page uses Mantine classes none of its stylesheets define: ${unstyled.join(' ')}`);
  return filled;
}

for (const { locale, title, html } of renderLanding()) {
  const landing = page({ name: 'landing', title, html, lang: locale, styles: landingStyles });
  fs.writeFileSync(path.join(webDir, `landing.${locale}.html`), landing);
  console.log(`prerendered the landing (${locale}): ${Math.round(landing.length / 1024)} KiB of HTML`);
}

const measuresDir = path.join(webDir, '.prerendered');
fs.mkdirSync(measuresDir, { recursive: true });
for (const { locale, title, html } of renderMeasures()) {
  const measures = page({ name: 'measures', title, html, lang: locale, styles: measuresStyles });
  fs.writeFileSync(path.join(measuresDir, `measures.${locale}.html`), measures);
  console.log(`prerendered How Attune measures (${locale}): ${Math.round(measures.length / 1024)} KiB of HTML`);
}

fs.rmSync(ssrDir, { recursive: true, force: true });
fs.rmSync(path.join(webDir, '.vite'), { recursive: true, force: true }); // build bookkeeping, not for visitors
