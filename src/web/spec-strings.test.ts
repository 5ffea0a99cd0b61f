import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 21 item 4: every string spec §5 (validation) and §8 (error catalogue and success messages) quotes appears in
 * the web source, word for word, or is listed below with the reason it does not apply yet. A toast quoted as
 * "Title: message" or "Title! message" may be written as its two parts. A new quote in the spec, or a changed string
 * in the app, fails here.
 */
const NOT_BUILT_YET: Record<string, string> = {
  'Action Completed! You earned N points and your reflection has been saved!': 'shown with the number written in and "point" for one ("You earned 1 point"), issue 30 item 6',
  'Something went wrong. Please try again.': 'the auth screen always has a server or field message to show; no fallback case exists',
  'No connection selected': 'a connection chat always opens from a chosen connection; the state cannot occur',
  'No conversation selected': 'sending needs an existing conversation, checked with the "No Conversation" toast instead',
};

/**
 * Spec strings the product replaced on purpose, with the issue that asked for it: they told people something untrue
 * or in a developer's words.
 */
const REPLACED_ON_PURPOSE: Record<string, string> = {
  'Connection Error': 'issue 30 item 2: one error vocabulary; a chat sent while the server is down reads "Can\'t reach Attune — retrying…" (decision 054)',
  'WebSocket connection not established': 'issue 30 item 2 names it as a developer word people should never read (decision 054)',
};

function section(spec: string, n: number): string {
  return spec.slice(spec.indexOf(`## ${n}.`), spec.indexOf(`## ${n + 1}.`));
}

function quotedStrings(text: string): string[] {
  return [...text.matchAll(/(?<![A-Za-z])'((?:[^'\n]|'(?=[a-z]))+?)'(?![a-z])/g)].map((m) => m[1]!);
}

function webSource(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)) files.push(fs.readFileSync(file, 'utf8'));
    }
  };
  walk(path.resolve('src/web'));
  walk(path.resolve('src/shared'));
  return files.join('\n').replace(/\\'/g, "'");
}

describe('spec §5 and §8 strings', () => {
  // The product spec lives beside the repository (../shared/spec), as the README of the team's workspace says.
  const spec = fs.readFileSync(process.env.SPEC_PATH ?? '/work/shared/spec/product-spec.md', 'utf8');
  const source = webSource();
  const quotes = [...new Set([...quotedStrings(section(spec, 5)), ...quotedStrings(section(spec, 8))])];

  it('finds the quotes (the catalogue is not empty)', () => {
    expect(quotes.length).toBeGreaterThan(40);
  });

  it('shows each quoted string in the app, or says why not yet', () => {
    const present = (quote: string) =>
      source.includes(quote) || [': ', '! '].some((sep) => quote.includes(sep) && quote.split(sep).every((part) => part && source.includes(part)));
    const missing = quotes.filter((q) => !present(q) && !(q in NOT_BUILT_YET) && !(q in REPLACED_ON_PURPOSE));
    expect(missing).toEqual([]);
    // A reason that no longer applies (the string is now in the app) is removed from the list.
    expect(Object.keys({ ...NOT_BUILT_YET, ...REPLACED_ON_PURPOSE }).filter((q) => present(q))).toEqual([]);
  });
});
