import { IntlMessageFormat } from 'intl-messageformat';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { plainEnglish } from './messages';
import { compileCatalogue, precompileDefaultMessages } from './precompileMessages';

/** The module after the build's plugin: evaluated, it gives back what its `export default` holds. */
function precompiled(source: string): unknown {
  const code = precompileDefaultMessages(source, parseAst(source));
  return new Function(code.replace('export default', 'return'))();
}

describe('messages parsed at build time (react-intl runs without its parser in the browser)', () => {
  it('replaces each literal default message by its parsed form and leaves everything else as written', () => {
    const out = precompiled(
      'export default [{ id: "a", defaultMessage: "Hi {name} · {n, plural, one {# día} other {# días}}" }, { "defaultMessage": `Plain` }, { description: "kept as it is" }];',
    ) as Array<Record<string, unknown>>;
    expect(out[0]!.id).toBe('a');
    expect(new IntlMessageFormat(out[0]!.defaultMessage as never, 'es').format({ name: 'Ana', n: 2 })).toBe('Hi Ana · 2 días');
    expect(new IntlMessageFormat(out[1]!.defaultMessage as never, 'en').format()).toBe('Plain');
    expect(out[2]).toEqual({ description: 'kept as it is' });
    // Read without a formatter (the spinner before any catalogue, the form checks' lookup), parsed or not.
    expect(plainEnglish(out[1] as never)).toBe('Plain');
    expect(plainEnglish({ id: 'b', defaultMessage: 'Plain' })).toBe('Plain');
  });

  it('fails the build on a default message that is not valid ICU', () => {
    expect(() => precompiled('export default { defaultMessage: "Hi {name" };')).toThrow();
  });

  it('compiles a catalogue of strings into messages that format as the strings do', () => {
    const strings = { 'x.count': '{count, number} mensajes, {share, number, ::percent}', 'x.tag': 'Lee <b>esto</b>' };
    const compiled = compileCatalogue(strings);
    const values = { count: 1200, share: 0.25, b: (chunks: string[]) => `[${chunks.join('')}]` };
    for (const key of Object.keys(strings) as Array<keyof typeof strings>) {
      expect(new IntlMessageFormat(compiled[key]!, 'es').format(values)).toEqual(new IntlMessageFormat(strings[key], 'es').format(values));
    }
    expect(new IntlMessageFormat(compiled['x.count']!, 'es').format(values)).toContain('25');
  });
});
