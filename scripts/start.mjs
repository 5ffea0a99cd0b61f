// `npm start`: builds what is missing or out of date (the web app, the compiled server), then runs the compiled server
// in this same process with plain Node: no TypeScript loader and no second process at run time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** Newest modification time (ms) of the files under `entries` (files or folders), skipping tests. */
function newest(entries) {
  let latest = 0;
  const visit = (entry) => {
    let stat;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(entry)) if (name !== 'node_modules') visit(path.join(entry, name));
    } else if (!/\.test\.tsx?$/.test(entry)) {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  entries.forEach(visit);
  return latest;
}

/** A build is current when its stamp file is newer than every input; the stamp records when it last succeeded. */
function isCurrent(stamp, inputs) {
  try {
    return fs.statSync(stamp).mtimeMs >= newest(inputs);
  } catch {
    return false;
  }
}

function run(label, command, args) {
  console.log(`Attune: ${label}…`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Attune: ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

const shared = ['src/shared', 'package.json', 'package-lock.json', 'tsconfig.json'];
const webStamp = 'dist/web/.built';
if (!isCurrent(webStamp, [...shared, 'src/web', 'public', 'index.html', 'vite.config.ts', 'scripts/compress.mjs', 'scripts/prerender-landing.mjs', 'scripts/icons.mjs'])) {
  run('building the web app', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
  run('drawing the install icons', process.execPath, ['scripts/icons.mjs']);
  run('prerendering the landing', process.execPath, ['scripts/prerender-landing.mjs']);
  run('compressing its assets', process.execPath, ['scripts/compress.mjs']);
  fs.writeFileSync(webStamp, new Date().toISOString());
}

const serverStamp = 'dist/server/.built';
if (!isCurrent(serverStamp, [...shared, 'src/server', 'db/migrations', 'tsconfig.server.json'])) {
  // From scratch, so a file deleted from the sources (a migration above all) cannot linger as compiled JavaScript.
  fs.rmSync('dist/server', { recursive: true, force: true });
  run('compiling the server', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.server.json']);
  fs.writeFileSync(serverStamp, new Date().toISOString());
}

// The content we write is checked in a short-lived process, so a broken article stops the start with its name while
// the server itself loads the article parsers only when a newsletter is sent.
const contentStamp = 'dist/server/.content-checked';
if (!isCurrent(contentStamp, ['content', serverStamp])) {
  run('checking the content', process.execPath, ['dist/server/src/server/checkContent.js']);
  fs.writeFileSync(contentStamp, new Date().toISOString());
}

await import(pathToFileURL(path.join(root, 'dist/server/src/server/main.js')).href);
