#!/usr/bin/env node
// After `vite build`: the PNG icons an install needs, drawn from public/icon.svg with sharp — 192 and 512 for the
// manifest, a maskable 512 (the mark inside the safe zone on the brand background) and the 180 px apple-touch-icon
// that iOS uses for a home-screen install (no transparency there: iOS fills it with black). Usage: node scripts/icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/web');
const svg = fs.readFileSync(path.join(root, 'public/icon.svg'));
const BACKGROUND = '#fbf7fa'; // the manifest's background_color

async function plain(size, file) {
  await sharp(svg, { density: 384 }).resize(size, size).png().toFile(path.join(out, file));
}

/** The mark at `scale` of the tile, centred on the background: maskable icons keep their content in the middle 80%. */
async function onBackground(size, scale, file) {
  const inner = Math.round(size * scale);
  const mark = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: mark, gravity: 'centre' }])
    .flatten({ background: BACKGROUND })
    .png()
    .toFile(path.join(out, file));
}

fs.mkdirSync(out, { recursive: true });
await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await onBackground(512, 0.7, 'icon-maskable-512.png');
await onBackground(180, 0.86, 'apple-touch-icon.png');
console.log('drew the install icons: 192, 512, maskable 512, apple-touch-icon 180');
