import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Build-time only (vite.config.ts; never imported by the app): every message the browser formats arrives already
 * parsed, so the web build can swap react-intl's ICU parser for its parser-free build (decision 076, addendum). Two
 * kinds of message reach the browser: the English `defaultMessage` written in the source, and the catalogues of the
 * other languages (es.json; pseudo.json is generated already parsed by `npm run i18n:extract`).
 */

/** Parsed as intl-messageformat parses a string at run time, so a precompiled message formats the same. */
export function compileMessage(message: string): MessageFormatElement[] {
  return parse(message, { shouldParseSkeletons: true });
}

/** A catalogue of ICU strings (es.json) as the same catalogue of parsed messages. */
export function compileCatalogue(catalogue: Record<string, string>): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]));
}

interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

/** The text of a string literal or of a template literal with no `${}`, or null for anything else. */
function literalText(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    return ((node.quasis as Array<{ value: { cooked: string } }>)[0]?.value.cooked ?? null);
  }
  return null;
}

function isDefaultMessageKey(key: Node): boolean {
  return (key.type === 'Identifier' && key.name === 'defaultMessage') || (key.type === 'Literal' && key.value === 'defaultMessage');
}

/**
 * `code` (a module already turned into plain JavaScript, JSX included) with every `defaultMessage: '…'` property,
 * from `defineMessages`, `formatMessage` and `<FormattedMessage>` alike, replaced by its parsed message. `program` is
 * the module's ESTree (offsets in UTF-16 code units, as JavaScript strings count). The lint rule
 * formatjs/enforce-default-message keeps every default message a literal, so none is left for the browser to parse;
 * a message that is not valid ICU fails the build here rather than on a reader's screen.
 */
export function precompileDefaultMessages(code: string, program: unknown): string {
  const replacements: Array<{ start: number; end: number; text: string }> = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (node.type === 'Property' && !node.computed && isDefaultMessageKey(node.key as Node)) {
      const message = literalText(node.value as Node);
      if (message !== null) {
        const literal = node.value as Node;
        replacements.push({ start: literal.start, end: literal.end, text: JSON.stringify(compileMessage(message)) });
        return;
      }
    }
    for (const [field, child] of Object.entries(node)) if (field !== 'parent') visit(child);
  };
  visit(program);
  let out = code;
  // From the end, so the earlier offsets still hold.
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}
