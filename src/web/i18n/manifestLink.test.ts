import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifestHref, showManifestFor } from './manifestLink';

const read = (name: string) => JSON.parse(readFileSync(`${process.cwd()}/public/${name}`, 'utf8')) as Record<string, unknown> & {
  description: string;
  shortcuts: Array<{ name: string; url: string }>;
  screenshots: Array<{ src: string; label: string }>;
};

describe('the PWA manifest in the reader’s language (issue 33)', () => {
  it('points the page’s manifest link at the Spanish file for Spanish and back', () => {
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest" />';
    showManifestFor('es');
    expect(document.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe('/manifest.es.webmanifest');
    showManifestFor('en');
    expect(document.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(manifestHref('en-XA')).toBe('/manifest.webmanifest');
  });

  it('the Spanish manifest is the same app (id, start, icons, shortcut targets) with its words in Spanish', () => {
    const en = read('manifest.webmanifest');
    const es = read(manifestHref('es').slice(1));
    for (const key of ['id', 'start_url', 'scope', 'display', 'icons', 'name', 'short_name', 'theme_color', 'background_color']) expect(es[key], key).toEqual(en[key]);
    expect(es.lang).toBe('es');
    expect(es.description).not.toBe(en.description);
    expect(es.shortcuts.map((s) => s.url)).toEqual(en.shortcuts.map((s) => s.url));
    expect(es.screenshots.map((s) => s.src)).toEqual(en.screenshots.map((s) => s.src));
    es.shortcuts.forEach((s, i) => expect(s.name).not.toBe(en.shortcuts[i]!.name));
    es.screenshots.forEach((s, i) => expect(s.label).not.toBe(en.screenshots[i]!.label));
  });
});
