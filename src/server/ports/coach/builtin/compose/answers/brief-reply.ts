/**
 * "I sent him a long heartfelt thank-you and he just wrote back 'np'. Did I make it weird?": a warm message met with a
 * one-word reply. The answer reassures first, reads the brevity through what the person shares (how they receive
 * care), and gives a way to thank them in their own language, with words to send, instead of a texting template.
 */
import { LOVE_LANGUAGE_LABELS } from '../../../../../../shared/assessment/labels.js';
import type { CoachContext } from '../../../context.js';
import { connectionOf, nameOf, personMeant } from '../../read/people.js';
import { lower } from '../../read/text.js';
import { ratesHighly } from '../kinds-common.js';

/** A warm or long message of the member's, answered with a word or two. */
const WARM_SENT = /\b(?:sent|texted|wrote|messaged|gave)\b[^.!?]{0,60}\b(?:thank|thanks|heartfelt|long|sweet|emotional|gushing|soppy|paragraph|essay|card|birthday)\b/;
const BRIEF_BACK = /\b(?:wrote back|replied|said|answered|responded|texted back|sent back|just (?:said|sent|wrote))\b[^.!?]{0,20}?['"\u2018\u201c]?(?<!\p{L})(np|no problem|no prob|no worries|nw|k|kk|ok|okay|lol|ty|thx|cool|sure|any ?time|a thumbs[- ]up|👍|yep|all good|haha)['"\u2019\u201d]?(?=[\s.,!?]|$)/iu;
const WORRY = /\b(?:weird|awkward|too much|overdo|overdid|over the top|cringe|made it strange|come on too strong|is that bad|should i be worried|did i mess|annoyed|upset)\b/;

export function briefReplyToWarmth(ctx: CoachContext, message: string): string | null {
  const text = lower(message).replace(/[\u2018\u2019]/g, "'");
  const back = BRIEF_BACK.exec(message);
  if (!WARM_SENT.test(text) || !back || !WORRY.test(text)) return null;
  const to = personMeant(message, ctx);
  if (!to) return null;
  const who = nameOf(to);
  const c = connectionOf(to);
  const said = back[1]!.replace(/^a thumbs[- ]up$|^👍$/i, 'a thumbs up');
  // Thanks the member gave, not the word in their short reply ("haha thanks").
  const thanks = /\bthank/.test(text.replace(/['"\u201c][^'"\u201d]{1,20}['"\u201d]/g, ' '));
  const receives = c?.results?.loveLanguageReceiving;
  const practical = receives === 'acts_of_service' || receives === 'gifts';
  const cook = c ? ratesHighly(ctx.person.hobbies, 'cooking') && ratesHighly(c.hobbies, 'cooking') : false;
  const why = receives
    ? `${who} feels loved through **${LOVE_LANGUAGE_LABELS[receives]}**${practical ? `, so for ${who} the help itself was the message, and a long thank-you is lovely to get but not the language ${who} speaks back in` : receives === 'words_of_affirmation' ? ', so your words will have landed, even if the reply was short' : receives === 'quality_time' ? ', so time together will say the rest better than any text' : ''}.`
    : `Short replies to thanks are often just someone not knowing what to do with a big thank-you.`;
  const back2 = receives === 'acts_of_service'
    ? cook
      ? `"Dinner's on me this week as a proper thank-you${thanks ? ' for the help' : ''}: I'll cook. Which night works?"`
      : `"I owe you one. Next time you've got a job on, I'm there to help. Just say when."`
    : receives === 'quality_time'
      ? `"Let me take you for dinner this week, my treat. Which night works?"`
      : receives === 'gifts'
        ? `"Got you a little something to say thanks. When can I drop it round?"`
        : `"Seriously, thank you. Dinner's on me next time."`;
  return [
    `You didn't make it weird. ${said === 'a thumbs up' ? 'A thumbs up' : `"${said}"`} is how a lot of people answer ${thanks ? 'thanks' : 'a big, warm message'}, and it usually means "${thanks ? 'happy to, no big deal' : 'I saw it and it was nice'}", not that your message was too much.`,
    why,
    [
      '- Leave the text where it is: no follow-up to explain it or take it back.',
      `- Thank ${who} the way ${receives ? `${who} takes it in` : 'they seem to take it in'}: ${receives === 'acts_of_service' ? `do something practical back${cook ? ', like cooking for them (you both love cooking)' : ''}` : receives === 'quality_time' ? 'time together, just the two of you' : receives === 'gifts' ? 'a small, thoughtful thing' : receives === 'words_of_affirmation' ? 'a sincere word in person next time you see them' : 'a small gesture next time you see them'}.`,
    ].join('\n'),
    `If you want to send something, keep it short:\n\n${back2}`,
  ].join('\n\n');
}
