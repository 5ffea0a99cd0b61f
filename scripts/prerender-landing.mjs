#!/usr/bin/env node
// After `vite build`: renders the landing page to HTML with the app's own React components (a Vite SSR build of
// src/web/features/landing/prerender.tsx) and writes dist/web/landing.html, which the server sends for "/". A
// signed-out visitor then reads the landing without running any React (issue 13 item 13); main.tsx starts the app
// for everyone else. Usage: node scripts/prerender-landing.mjs
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
  build: { ssr: 'features/landing/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
const { renderLanding } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
const { title, html } = renderLanding();

const shell = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
// The landing's own styles live with the React chunk (boot.tsx) that main.tsx does not load for it: link them here.
const manifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8'));
const styles = (manifest['boot.tsx']?.css ?? []).filter((file) => !shell.includes(file));
if (!manifest['boot.tsx']) throw new Error('the build manifest has no boot.tsx chunk');
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const landing = shell
  .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
  .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
  .replace('</head>', `${styles.map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">`).join('\n')}\n  </head>`)
  .replace('<div id="root"></div>', `<div id="root" data-prerendered="landing">${html}</div>`);
if (!landing.includes('data-prerendered="landing"')) throw new Error('index.html has no empty <div id="root"></div> to fill');
fs.writeFileSync(path.join(webDir, 'landing.html'), landing);
fs.rmSync(ssrDir, { recursive: true, force: true });
fs.rmSync(path.join(webDir, '.vite'), { recursive: true, force: true }); // build bookkeeping, not for visitors
console.log(`prerendered the landing: ${Math.round(landing.length / 1024)} KiB of HTML`);
