/** "word word word " pieces of about three words, whitespace kept, so joining them gives the text back. */
export function wordChunks(text: string, wordsPerChunk = 3): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) out.push(tokens.slice(i, i + wordsPerChunk).join(''));
  return out;
}

