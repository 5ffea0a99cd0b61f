import { describe, expect, it } from 'vitest';
import { localeOrDefault, localeSchema, negotiateLocale } from './locale.js';

describe('negotiateLocale', () => {
  it('takes a regional Spanish range as Spanish', () => {
    expect(negotiateLocale('es-MX,es;q=0.9')).toBe('es');
  });

  it('answers English for a language Attune does not ship', () => {
    expect(negotiateLocale('fr')).toBe('en');
    expect(negotiateLocale('fr-FR,de;q=0.8')).toBe('en');
  });

  it('follows q-values, not the order of the header', () => {
    expect(negotiateLocale('en;q=0.4,es;q=0.8')).toBe('es');
    expect(negotiateLocale('fr,es;q=0.3,en;q=0.7')).toBe('en');
  });

  it('keeps the sent order between equal q-values', () => {
    expect(negotiateLocale('es,en')).toBe('es');
    expect(negotiateLocale('en,es')).toBe('en');
  });

  it('never picks a range marked q=0', () => {
    expect(negotiateLocale('es;q=0,fr')).toBe('en');
  });

  it('answers English with no header, an empty one or a wildcard', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
  });

  it('ignores case and spaces', () => {
    expect(negotiateLocale(' ES-es ; q=0.9 , en ; q=0.1')).toBe('es');
  });
});

describe('locale values', () => {
  it('accepts only en and es, naming the allowed values otherwise', () => {
    expect(localeSchema.safeParse('es').success).toBe(true);
    const wrong = localeSchema.safeParse('fr');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('Language must be one of: en, es');
  });

  it('reads an unknown stored value as English', () => {
    expect(localeOrDefault('de')).toBe('en');
    expect(localeOrDefault(null)).toBe('en');
    expect(localeOrDefault('es')).toBe('es');
  });
});
