/**
 * A manager between two people on their team who are at odds (round 23 q30: "Ben thinks Sade takes credit for his
 * work, Sade thinks Ben is dismissive in meetings … I end up agreeing with whoever's in front of me … I've got a 1:1
 * with each this week. What do I actually say?" was answered as if the member's own work were taken). The member is
 * the one in the middle: what to say in each one-to-one, how to stop taking sides, and how to bring the two together.
 * The two are named as the member named them; nothing else is pasted.
 */
import { lower } from '../read/text.js';

const MANAGES = /\bi (?:manage|lead|run|supervise)\b|\bmy (?:direct )?reports\b|\bpeople i manage\b/;
/** Two people, not one: the member is between them, not in the quarrel. */
const TWO = /\btwo (?:of them|people|colleagues|members|of my (?:team|reports|staff))\b|\bboth of them\b|\beach other\b/;
const AT_ODDS = /\b(?:at each other|at loggerheads|(?:don'?t|do not|can'?t) (?:get on|stand each other|work together)|clash\w*|feud\w*|fighting|conflict|tension|friction|beef)\b/;
const NAMES = /\b([A-Z][a-z]+) and ([A-Z][a-z]+)\b/;

export function mediatingReply(message: string): string | null {
  const text = lower(message);
  if (!MANAGES.test(text) || !AT_ODDS.test(text) || !TWO.test(text)) return null;
  const named = NAMES.exec(message.replace(/^\s*\S+/, ''));
  const [a, b] = named && !/^(?:I|We|They|The|My|Our)$/.test(named[1]!) ? [named[1]!, named[2]!] : ['one', 'the other'];
  const sides = /\bagree(?:ing)? with (?:whoever|whichever|both|each)\b|\btak(?:e|ing) sides\b/.test(text);
  const sleepless = /\bkeeps? me (?:up|awake)\b|\blos(?:e|ing) sleep\b|\bcan'?t sleep\b/.test(text);
  const oneToOne = /\b1:1s?\b|\bone[- ]to[- ]ones?\b|\b1-1s?\b/.test(text);
  const each = a === 'one' ? 'each of them' : `${a} and ${b}`;
  return [
    `You're the one in the middle here, and the most useful thing you can be is fair to both, not the judge of who is right.${sides ? ' Agreeing with whoever is in front of you is very human, and it makes each of them feel backed; the fix is to listen without agreeing.' : ''}`,
    `**In ${oneToOne ? 'each 1:1' : 'a one-to-one with each'}:**`,
    [
      '- Listen first and sum it up back, without a verdict: "So this has been going on for a while and it\'s really getting to you. I hear that."',
      '- Ask for specifics: one or two recent examples, and what they would like to happen instead.',
      `- Say plainly that you won't take sides: "I'm hearing both of you, and I'm not going to decide this from one side. I want it sorted for both of you."`,
      '- Ask what they could do differently themselves, and whether they would sit down together with you.',
    ].join('\n'),
    '**Then, together:**',
    [
      `- A short meeting with ${each}, which you chair: each says what they need in a sentence, with no going back over who did what.`,
      '- Agree one or two working rules that take the heat out: who gets credit for what is written down (in the project notes or the update), and in meetings everyone finishes their point before anyone answers.',
      '- Check in after two weeks, and say early that if it carries on, it becomes a performance conversation, not a personality one.',
    ].join('\n'),
    `**For you:** when either of them comes to vent, point it back to the plan: "Have you said that to them? Let's put it on the list for when we sit down together." That stops the loop${sleepless ? ' that keeps you up at night' : ' of venting'}.`,
  ].join('\n\n');
}
