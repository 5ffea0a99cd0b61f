import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { mantineStylesheet } from './mantineStyles.js';

const core = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));

/** Every class-name module Mantine ships, wherever it lives under esm/. */
function classNameModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return classNameModules(full);
    return entry.name.endsWith('.module.mjs') ? [full] : [];
  });
}

describe("Mantine's stylesheet per component (decision 116)", () => {
  it('maps every class-name module Mantine ships to a stylesheet that exists, so no component is left unstyled', () => {
    const modules = classNameModules(path.join(core, 'esm'));
    expect(modules.length).toBeGreaterThan(50);
    const missing = modules.filter((file) => {
      const sheet = mantineStylesheet(file);
      return !sheet || !fs.existsSync(path.join(core, 'styles', sheet));
    });
    expect(missing).toEqual([]);
  });

  it('leaves every other module alone', () => {
    expect(mantineStylesheet('/x/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBeNull();
    expect(mantineStylesheet('/x/src/web/components/AppFrame.module.css')).toBeNull();
    expect(mantineStylesheet('/x/node_modules/@mantine/core/esm/components/Button/Button.module.mjs')).toBe('Button.layer.css');
  });
});
