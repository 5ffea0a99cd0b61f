// Its own module, with no other part of the engine: the coach service titles conversations on every send without
// loading the offline coach (issue 34).

/** A short conversation title (max 60 chars) from the first message. */
export function titleFromMessage(message: string): string {
  const clean = message
    .replace(/<[^>]*>/g, ' ')
    .replace(/[*_`#>\[\]]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean) return 'New conversation';
  const firstSentence = clean.split(/(?<=[.!?])\s/)[0] ?? clean;
  let t = firstSentence.replace(/[.!]+$/, '');
  if (t.length > 60) {
    const cut = t.slice(0, 59);
    const space = cut.lastIndexOf(' ');
    t = (space > 30 ? cut.slice(0, space) : cut).replace(/[\s,;:-]+$/, '') + '…';
  }
  return t.charAt(0).toUpperCase() + t.slice(1);
}
