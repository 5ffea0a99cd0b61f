/**
 * An answer cut to the number of sentences the member asked for ("52 with sam. explain in 2 lines": blind round 22
 * got the whole breakdown). The answer's own sentences, in order, without headings, bullets' marks or the questions
 * it asks back: the figures come first in every answer, so the first sentences carry them.
 */
const HEADING = /:\s*$/;

export function briefly(reply: string, sentences: number): string {
  const lines = reply
    .split('\n')
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+\.)\s+/, '').replace(/\*\*/g, '').trim())
    .filter((l) => l && !HEADING.test(l));
  const all = lines.flatMap((l) => l.match(/(?:[^.!?]|\.(?=\d))+(?:[.!?]+|$)/g)?.map((s) => s.trim()) ?? []).filter((s) => s && !/\?$/.test(s));
  return all.slice(0, sentences).join(' ') || reply;
}
