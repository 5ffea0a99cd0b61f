import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * Mantine's stylesheet per component instead of the whole of it (issue 34 item 5, decision 116): the full styles.css is
 * 1,700 rules for about 100 components, the signed-in home shows about 20 of them, and the browser matched every rule on
 * every style recalculation of the first paint. Each component reads its class names from one `X.module.mjs` file
 * (`components/Button/Button.module.mjs` → `{ root: 'm_77c9d27d', … }`), and Mantine ships that component's rules as
 * `styles/X.layer.css`; so whenever the build includes a class-name module, this adds the import of its stylesheet to
 * it. The stylesheets then follow the module graph the way the scripts do: a chunk carries the rules of the components
 * its code uses, a screen loaded later brings its own, and no list is kept by hand. Component files import the
 * components they build on before their own class names (Button imports UnstyledButton first), so within a chunk a
 * dependency's rules come before its dependents'.
 *
 * The `.layer.css` variants put the rules in `@layer mantine`, below every unlayered rule: the app's own CSS modules
 * win over Mantine's whatever order the chunks' stylesheets arrive in (decision 116).
 */
// Under components/, and one under utils/ (InlineInput: the shared layout of Checkbox, Radio and Switch labels).
const CLASS_NAMES = /@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;

const stylesDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');

/** The stylesheet of a class-name module, by its file name: `…/Button.module.mjs` → `Button.layer.css`. */
export function mantineStylesheet(id: string): string | null {
  const name = CLASS_NAMES.exec(id)?.[1];
  return name ? `${name}.layer.css` : null;
}

export function mantineStylesPerComponent(): Plugin {
  return {
    name: 'attune-mantine-styles-per-component',
    transform: {
      filter: { id: /@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/].+\.module\.mjs$/ },
      handler(code, id) {
        const stylesheet = mantineStylesheet(id);
        // A Mantine upgrade that renamed or dropped a stylesheet would otherwise lose a component's styles silently.
        if (!stylesheet || !fs.existsSync(path.join(stylesDir, stylesheet))) this.error(`no Mantine stylesheet for ${id}`);
        return { code: `import '@mantine/core/styles/${stylesheet}';\n${code}`, map: null };
      },
    },
  };
}
