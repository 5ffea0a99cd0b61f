#!/usr/bin/env node
// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy next to each text asset of the built web app, so the
// server sends them ready-made (@fastify/static `preCompressed`) and spends no CPU per request compressing. Fonts
// (woff2) and images are compressed already and are left alone. Usage: node scripts/compress.mjs [dir]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024; // smaller files gain nothing worth a second file

let before = 0;
let after = 0;
function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // Dot folders (.prerendered: templates the server fills) are never served as they are.
    if (entry.isDirectory() && entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) walk(file);
    else if (TEXT.test(entry.name)) compress(file);
  }
}
function compress(file) {
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) return;
  const br = zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  before += data.length;
  after += br.length;
}

walk(root);
console.log(`compressed the web app's text assets: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB with Brotli`);
