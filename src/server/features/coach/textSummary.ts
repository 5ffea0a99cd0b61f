/**
 * The one-line summary of a text upload (lines and words; CSV rows and columns; JSON top-level keys), read so that
 * no file can hold the event loop: the bytes are decoded and counted a slice at a time with a turn of the loop between
 * slices, nothing builds an array of lines or words, and JSON is parsed only when small and shallow. Issue 12,
 * finding 3 (10 MB of JSON nesting froze every chat for 3.7 s) and issue 28, finding 8 (a 10 MB CSV file held the
 * loop for 0.5–1.5 s through a whole-file split and per-character string building).
 */

export type TextMediaType = 'text/plain' | 'text/csv' | 'application/json';

/**
 * JSON is parsed at most once, and only when it is this small and this shallow; anything else is still accepted as
 * text (the coach reads its first ATTACHMENT_TEXT_LIMIT characters) with a summary that says it was not read in full.
 */
export const JSON_PARSE_MAX_BYTES = 1024 * 1024;
export const JSON_MAX_DEPTH = 64;

/** Bytes decoded and counted between two turns of the event loop: a 10 MB file is 160 slices of about a millisecond. */
export const SUMMARY_SLICE_BYTES = 64 * 1024;
/** The header's column names kept for the summary, and how long each may be; the count covers every column. */
const HEADER_NAMES_SHOWN = 8;
const HEADER_NAME_MAX_CHARS = 100;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * True when no array or object in `text` nests deeper than `maxDepth`: one pass over the characters, no allocation,
 * so it is safe to run before JSON.parse (whose recursion a deep file would otherwise drive).
 */
export function jsonDepthWithin(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) return false;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return true;
}

function isSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0xa0 || c === 0xfeff || c === 0x2028 || c === 0x2029;
}

/**
 * Counts a text fed to it in pieces: lines up to the last one with content (trailing blank lines do not count),
 * words, lines with content and, when asked, the first such line read as a CSV header (quotes and doubled quotes,
 * one line only). Every comma outside quotes counts a column; only the first few names are kept, each cut short.
 */
class TextCounter {
  lines = 0;
  words = 0;
  rows = 0;
  columns = 0;
  readonly names: string[] = [];
  private newlinesSinceContent = 0;
  private inWord = false;
  private lineHasContent = false;
  private header: 'before' | 'reading' | 'done';
  private quoted = false;
  /** A quote seen inside quotes: the end of the quoted part, unless the next character is a second quote. */
  private quoteMayClose = false;
  private field = '';

  constructor(csvHeader: boolean) {
    this.header = csvHeader ? 'before' : 'done';
  }

  feed(piece: string): void {
    for (let i = 0; i < piece.length; i++) {
      const c = piece.charCodeAt(i);
      if (c === 0x0a) {
        this.newlinesSinceContent++;
        if (this.lineHasContent) this.rows++;
        this.lineHasContent = false;
        if (this.header === 'reading') this.endHeader();
        this.inWord = false;
        continue;
      }
      const space = isSpace(c);
      if (!space) {
        if (!this.inWord) this.words++;
        if (this.lines === 0) this.lines = 1;
        this.lines += this.newlinesSinceContent;
        this.newlinesSinceContent = 0;
        this.lineHasContent = true;
        if (this.header === 'before') this.header = 'reading';
      }
      this.inWord = !space;
      if (this.header === 'reading') this.readHeader(c);
    }
  }

  finish(): this {
    if (this.lineHasContent) this.rows++;
    if (this.header === 'reading') this.endHeader();
    return this;
  }

  private readHeader(c: number): void {
    if (this.quoteMayClose) {
      this.quoteMayClose = false;
      if (c === 0x22) return this.keep('"');
      this.quoted = false;
    }
    if (c === 0x22) {
      if (this.quoted) this.quoteMayClose = true;
      else this.quoted = true;
    } else if (c === 0x2c && !this.quoted) this.endField();
    else this.keep(String.fromCharCode(c));
  }

  private keep(char: string): void {
    if (this.names.length < HEADER_NAMES_SHOWN && this.field.length < HEADER_NAME_MAX_CHARS) this.field += char;
  }

  private endField(): void {
    if (this.names.length < HEADER_NAMES_SHOWN) this.names.push(this.field.trim());
    this.columns++;
    this.field = '';
  }

  private endHeader(): void {
    this.endField();
    this.header = 'done';
  }
}

/** Feeds `input` to `counter` a slice at a time, yielding between slices; bytes are decoded as a UTF-8 stream. */
async function countInSlices(input: Buffer | string, counter: TextCounter): Promise<TextCounter> {
  const decoder = typeof input === 'string' ? undefined : new TextDecoder('utf-8');
  for (let start = 0; start < input.length; start += SUMMARY_SLICE_BYTES) {
    if (start > 0) await yieldToEventLoop();
    const end = start + SUMMARY_SLICE_BYTES;
    counter.feed(decoder ? decoder.decode((input as Buffer).subarray(start, end), { stream: end < input.length }) : (input as string).slice(start, end));
  }
  return counter.finish();
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The summary of a text file, from its bytes (an upload) or its text. */
export async function summarizeText(input: Buffer | string, mediaType: TextMediaType): Promise<string> {
  const isCsv = mediaType === 'text/csv';
  const counts = await countInSlices(input, new TextCounter(isCsv));
  const base = `${plural(counts.lines, 'line')}, ${plural(counts.words, 'word')}`;
  if (isCsv) {
    const more = counts.columns > counts.names.length ? ', …' : '';
    return `CSV with ${plural(Math.max(counts.rows - 1, 0), 'data row')} and ${plural(counts.columns, 'column')} (${counts.names.join(', ')}${more}); ${base}`;
  }
  if (mediaType === 'application/json') {
    const text = input.length > JSON_PARSE_MAX_BYTES ? undefined : input.toString();
    if (text === undefined || !jsonDepthWithin(text, JSON_MAX_DEPTH)) return `JSON-like text, too large or too deeply nested to read in full; ${base}`;
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return `JSON array of ${plural(parsed.length, 'item')}; ${base}`;
      if (parsed && typeof parsed === 'object') {
        const keys = Object.keys(parsed);
        return `JSON object with top-level keys: ${keys.slice(0, 12).join(', ')}${keys.length > 12 ? ', …' : ''}; ${base}`;
      }
    } catch {
      return `Text that starts like JSON but is not valid JSON; ${base}`;
    }
  }
  return `Text: ${base}`;
}
