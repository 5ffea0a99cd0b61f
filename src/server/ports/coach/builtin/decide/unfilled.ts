/** A reply with a slot still in it, and what of it stands without that slot (decision 082). */
/**
 * The parts of a reply that stand on their own once its unfilled draft is taken out: the paragraphs without a slot,
 * minus the line that introduced the draft ("You could send:"), the note about brackets and the closing question
 * (the reply ends with one question, the one asking for the details). Null when too little is left to be an answer.
 */
export function withoutSlots(reply: string): string | null {
  const paragraphs = reply.split('\n\n');
  const kept: string[] = [];
  for (let i = 0; i < paragraphs.length; i++) {
    const p = paragraphs[i]!;
    if (unfilled(p) || /\bbrackets?\b/i.test(p)) continue;
    // The line that leads into a draft that is gone: its last sentence ends with ":".
    const next = paragraphs[i + 1];
    const intro = p.trimEnd().endsWith(':') && (!next || unfilled(next)) ? p.replace(/(?:^|(?<=[.!?]\s))[^.!?]*:\s*$/, '').trim() : p;
    if (intro && !(i === paragraphs.length - 1 && /\?\s*$/.test(intro) && !intro.includes('\n'))) kept.push(intro);
  }
  const text = kept.join('\n\n').trim();
  return text.length >= 60 ? text : null;
}

/**
 * A reply that still has a slot in it: a bracketed placeholder ("[what happened]", not a markdown link), a value
 * that never arrived ("undefined", "NaN", "{name}"), an empty quotation, or a sentence that stops where its slot was
 * ("I'm sorry I .", "Hey , ").
 */
export function unfilled(reply: string): boolean {
  return /\[[^\]\n]{1,80}\](?!\()/.test(reply) || /\b(?:undefined|NaN|null)\b|\{\{?\s*\w+\s*\}\}?|""|\s[,.](?=\s|$)|\b(?:I|I'm sorry|sorry|for|with|to|about|when) [.,!?]/.test(reply);
}
