import fs from 'node:fs';
import path from 'node:path';

/**
 * Which modules the signed-in home needs for its first paint (issue 34 item 5, decision 076 addendum), worked out
 * from the module graph at build time so the chunks follow the code rather than a hand-kept list: everything the
 * given roots import statically, transitively. vite.config.ts groups these into the two chunks every signed-in
 * screen starts with; whatever only another screen, dialog or tab imports is left to load when that one opens.
 */

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Packages whose entry re-exports hundreds of components from their own files: following every re-export would
 * count the whole library as used. Through these, only the files of the names the app actually imports are followed
 * (the toasts' store is on the first paint, their stack component is not: decision 104).
 */
const BARRELS = ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@tabler/icons-react'];

const namedImports = (code: string, pkg: string): string[] => {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg.replace('/', '\\/')}["']`, 'g');
  for (const match of code.matchAll(pattern)) {
    for (const part of match[1]!.split(',')) {
      // `type X` is gone from the built code: it names no file.
      if (/^\s*type\s/.test(part)) continue;
      const name = part.split(/\s+as\s+/)[0]!.trim();
      if (name) names.push(name);
    }
  }
  return names;
};

/**
 * Name → file of a barrel whose lines read `import { A, B } from "./x.mjs"` and end in one `export { … }` (Mantine), or
 * read `export { default as A, default as B } from './x.mjs'` (the icons: one file per icon, under two names).
 */
const barrelFiles = new Map<string, Map<string, string>>();
function filesOfBarrel(barrel: string, importedIds: readonly string[]): Map<string, string> {
  let files = barrelFiles.get(barrel);
  if (!files) {
    files = new Map();
    for (const match of fs.readFileSync(barrel, 'utf8').matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
      const spec = match[2]!;
      // A file of its own, or another package it passes on (react-remove-scroll): the module the build resolved.
      const file = spec.startsWith('.') ? path.resolve(path.dirname(barrel), spec) : importedIds.find((id) => packageOf(id) === spec);
      if (!file) continue;
      for (const part of match[1]!.split(',')) {
        const names = part.split(/\s+as\s+/).map((n) => n.trim());
        files.set(names[names.length - 1]!, file);
      }
    }
    barrelFiles.set(barrel, files);
  }
  return files;
}

const packageOf = (id: string): string | null => {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id);
  return match ? match[1]!.replace('\\', '/') : null;
};

/** Every module `roots` import statically, transitively, with the barrels above followed only as far as needed. */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string): void => {
    if (seen.has(id)) return;
    const info = graph.getModuleInfo(id);
    if (!info) return;
    seen.add(id);
    for (const imported of info.importedIds) {
      const pkg = packageOf(imported);
      // From the app or from another package (@mantine/notifications imports @mantine/core's entry too).
      if (pkg && BARRELS.includes(pkg) && packageOf(id) !== pkg) {
        const files = filesOfBarrel(imported, graph.getModuleInfo(imported)?.importedIds ?? []);
        // The importer's source as written: its named imports say which of the barrel's files it uses.
        const wanted = namedImports(fs.readFileSync(id.split('?')[0]!, 'utf8'), pkg).map((name) => files.get(name));
        // A name the barrel does not list plainly (a star re-export): follow the whole package rather than miss it.
        if (wanted.some((file) => file === undefined)) visit(imported);
        else for (const file of wanted) visit(file!);
        continue;
      }
      visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return seen;
}

/**
 * A `name` function for a code-splitting group: `group` for a module in the roots' closure that `accept`s it, else
 * nothing. The closure is worked out once per build (the graph is complete by the time chunks are made).
 */
export function firstPaintGroup(roots: readonly string[], group: string, accept: (id: string) => boolean) {
  let closure: Set<string> | null = null;
  let graphSeen: ModuleGraph | null = null;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!closure || graphSeen !== graph) {
      closure = staticClosure(graph, roots);
      graphSeen = graph;
    }
    return closure.has(id) && accept(id) ? group : null;
  };
}
