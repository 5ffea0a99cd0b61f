import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's `content/` folder (what we write ourselves: action libraries, prompts, articles), found from this
 * file the same way whether the server runs from `src/` through tsx or compiled under `dist/server/` by `npm start`:
 * the nearest folder upwards that holds package.json. Content is read at run time, never compiled.
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error('package.json not found above the server code');
  }
}

export const CONTENT_DIR = path.join(projectRoot(path.dirname(fileURLToPath(import.meta.url))), 'content');
