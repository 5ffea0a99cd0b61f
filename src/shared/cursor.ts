/**
 * A position in a list ordered by time (`listCursor` in text.ts checks it on the server), kept apart from zod so the
 * connection list on the signed-in home's first paint can build one without loading it (issue 34).
 */
export function cursorOf(item: { id: string }, at: string): string {
  return `${at}_${item.id}`;
}

export function parseCursor(cursor: string): { at: string; id: string } {
  const cut = cursor.indexOf('Z_');
  return { at: cursor.slice(0, cut + 1), id: cursor.slice(cut + 2) };
}
