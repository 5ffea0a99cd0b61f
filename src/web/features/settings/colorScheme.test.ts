import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_BOOT_SCRIPT, COLOR_SCHEME_STORAGE_KEY } from '../../../shared/colorScheme';
import { isColorSchemeChoice } from './colorSchemeChoice';

/** Runs the <head> script as the browser would, with the device preferring `device`. */
function boot(device: 'light' | 'dark') {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && device === 'dark', media: query })) as typeof window.matchMedia;
  try {
    new Function(COLOR_SCHEME_BOOT_SCRIPT)();
  } finally {
    window.matchMedia = original;
  }
  return document.documentElement.getAttribute('data-mantine-color-scheme');
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

describe('the colour scheme before first paint', () => {
  it('follows the device when nothing is stored or the stored value is the device setting', () => {
    expect(boot('dark')).toBe('dark');
    expect(boot('light')).toBe('light');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'auto');
    expect(boot('dark')).toBe('dark');
  });

  it("keeps a member's own choice whatever the device prefers", () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    expect(boot('light')).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    expect(boot('dark')).toBe('light');
  });

  it('treats an unknown stored value as no choice', () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'purple');
    expect(boot('dark')).toBe('dark');
  });

  it('follows the device when storage cannot be read (a blocked or private browser)', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    try {
      expect(boot('dark')).toBe('dark');
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});

describe('isColorSchemeChoice', () => {
  it('accepts the three choices only', () => {
    expect(['light', 'dark', 'auto'].every(isColorSchemeChoice)).toBe(true);
    expect(isColorSchemeChoice('system')).toBe(false);
    expect(isColorSchemeChoice('')).toBe(false);
  });
});
