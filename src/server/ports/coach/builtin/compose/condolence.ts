/**
 * Words for a sympathy card ("My friend Hannah's mum died last week. Sending flowers and a card. What do I write in
 * the card?? Everything I write sounds like a Hallmark thing", round 24 q30 got a placeholder draft). Three short
 * messages in different voices, who died said as the member said it, with no placeholder (a memory is suggested
 * beside them, not left as a blank), and what to leave out.
 */
import { lower } from '../read/text.js';

const CARD = /\b(?:write|put|say)\b[^.?!]{0,30}\b(?:card|note)\b|\b(?:card|note)\b[^.?!]{0,30}\b(?:what (?:do|should|can) i (?:write|say|put))\b|\bsympathy card\b|\bcondolence\w*\b/;
const DIED = /\b(?:died|passed away|passed on|lost (?:her|his|their)|funeral|death of)\b/;
const LOST = /\b(?:([A-Z][a-z]+)'s|(?:her|his|their)) (mum|mom|mother|dad|father|gran|grandma|grandad|grandpa|nan|brother|sister|husband|wife|partner|son|daughter|dog|cat)\b/;

export function condolenceReply(message: string): string | null {
  const text = lower(message);
  if (!CARD.test(text) || !DIED.test(text)) return null;
  const m = LOST.exec(message);
  const name = m?.[1] ?? /\bmy (?:friend|colleague|neighbour|cousin|coworker) ([A-Z][a-z]+)\b/.exec(message)?.[1] ?? null;
  const lost = m?.[2]?.toLowerCase() ?? null;
  const your = lost ? `your ${lost}` : 'them';
  const dear = name ? `Dear ${name}, ` : '';
  const plain = name ? `${name}, ` : '';
  return [
    `Cards like this sound like a card because everyone reaches for the same big words. Short and plain sounds like you. Three you could use or mix${name ? ` for ${name}` : ''}:`,
    `"${dear}I'm so sorry about ${your}. I'm thinking of you, and I'm here for whatever you need, now and in the weeks ahead. With love,"`,
    `"${dear}I'm so sorry. I'll always remember ${your}, and I'm sending you so much love."`,
    `"${plain}there are no right words, so I'll just say I'm so sorry, and I love you. I'll call you next week."`,
    [
      `- Add one real memory after the first sentence if you have one (something ${lost ? (name ? `${name}'s ${lost}` : `their ${lost}`) : 'they'} said, made or did when you were there): it does more than any phrase. If you never met them, say what you know of them through your friend.`,
      '- Leave out "everything happens for a reason", "they\'re in a better place" and "I know how you feel".',
      '- If you say you will call or bring food, name when, and do it: the weeks after the funeral are when people feel most alone.',
    ].join('\n'),
  ].join('\n\n');
}
