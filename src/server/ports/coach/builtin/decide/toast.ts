/**
 * "What do I say for the toast?" later in a thread about a celebration (issue 29, item 5): a few spoken lines for the
 * person the occasion is for, from the occasion the thread named and one thing they love (their shared interests),
 * never the member's planning words turned into a message to them (blind round 13: "I want to host a small dinner
 * for Maya's birthday" sent to Maya as an ask).
 */
import type { CoachContext } from '../../context.js';
import { topInterests } from '../compose/shared.js';
import { lastMeant } from '../read/people.js';

/** Asks for the words of a toast or a short speech. */
const TOAST = /\b(?:toast|speech|raise (?:a|my|our) glass|say a few words|a few words (?:at|for|when)|(?:what|something) to say when (?:i|we) (?:raise|toast|stand up))\b/i;

const OCCASIONS: Array<[RegExp, string]> = [
  [/\b(?:birthday|bday|\d+(?:st|nd|rd|th) )\b/i, 'Happy birthday!'],
  [/\b(?:engage\w*|mehndi|sangeet)\b/i, 'To the happy couple!'],
  [/\b(?:wedding|marr\w*)\b/i, 'To the two of you, and everything ahead!'],
  [/\b(?:leaving|farewell|moving away|retir\w*)\b/i, 'Good luck with everything that comes next!'],
  [/\b(?:graduat\w*|promot\w*|new job)\b/i, 'Congratulations, you earned it!'],
  [/\banniversar\w*\b/i, 'To many more years!'],
];

/** One true thing to say about someone, from the kind of thing they love most. */
const BY_INTEREST: Record<string, string> = {
  food_home: 'the reason so many of our best evenings have happened around a table',
  outdoors_movement: 'the one who always gets us outside, whatever the weather',
  social_community: 'the one who brings people together, and most of this room knows it',
  creative_arts: 'the most creative person I know',
  mind_learning: 'the one who always knows something the rest of us don’t',
  entertainment_media: 'the person whose recommendations are never wrong',
};

export function toastReply(ctx: CoachContext, message: string): string | null {
  if (!TOAST.test(message) || message.split(/\s+/).length > 30) return null;
  const said = ctx.history.filter((t) => t.role === 'user').map((t) => t.content).join(' ');
  const cheer = OCCASIONS.find(([re]) => re.test(`${said} ${message}`))?.[1];
  if (!cheer) return null;
  const who = lastMeant(ctx, message);
  const name = who?.kind === 'connection' ? who.c.firstName : (who?.name ?? null);
  const top = who?.kind === 'connection' ? topInterests(who.c.hobbies ?? null)[0]?.categoryId : undefined;
  const about = top ? BY_INTEREST[top] : undefined;
  const middle = name
    ? `${name}, ${about ? `you're ${about}, and ` : ''}I'm really glad to know you.`
    : "I'm really glad we're all here for this.";
  const words = `Thanks, everyone, for coming. I'm not one for speeches, so I'll keep this short. ${middle} Please raise your glasses. ${cheer}`;
  return [
    'A toast under a minute, plain and warm:',
    `"${words}"`,
    [
      '- Say it standing, glass in hand, and look at them for the last line.',
      '- If one true memory comes to you, add it after the first line; one is plenty.',
      '- Keep it on a card in your pocket; reading it is fine.',
    ].join('\n'),
  ].join('\n\n');
}
