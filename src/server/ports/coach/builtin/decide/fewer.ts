/**
 * Later turns that act on the reply before them rather than on a topic (issue 29, blind round 16's threads):
 * - "too much. just give me the top 2" after a list: the first items of that list, our own words kept as they were;
 * - "what if I say no and she's hurt?" / "what if I say yes and then hate it?": the member's own feared choice,
 *   answered for the member (an earlier reading took it for something the other person would say).
 * Neither pastes the member's words; the person is the one the thread is about.
 */
import type { CoachContext } from '../../context.js';
import { calledIn, connectionOf, namedOrLastMeant, nameOf } from '../read/people.js';
import { lower } from '../read/text.js';
import { lastAssistant } from './history.js';

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, '1': 1, '2': 2, '3': 3 };
const FEWER =
  /\b(?:too (?:much|long|many)|(?:the )?(?:top|best) (\d|one|two|three)\b|(?:just|only) (?:the )?(\d|one|two|three) (?:options?|ideas?|things?|of them)|short(?:er)? version|tl;?dr|fewer|cut it down|simplify|keep it simple)/;

/** "Just the top 2" after a reply with a list: that list cut to its first items. */
export function fewerReply(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  const hit = FEWER.exec(text);
  if (!hit || message.trim().split(/\s+/).length > 16) return null;
  const last = lastAssistant(ctx);
  const items = last.split('\n').filter((l) => /^- /.test(l));
  // A list of ideas or steps, not a draft with a few tips under it (its own follow-ups shorten the words).
  if (items.length < 3 || (/^"/m.test(last) && !hit[1] && !hit[2])) return null;
  const n = NUMBERS[hit[1] ?? hit[2] ?? ''] ?? 2;
  const kept = items.slice(0, n);
  const limits = last.split('\n').find((l) => /^Kept to:/.test(l));
  return [`The ${n === 1 ? 'one' : n === 2 ? 'two' : 'three'} I'd keep:`, ...(limits ? [limits] : []), kept.join('\n'), 'Everything else was optional.'].join('\n\n');
}

const NO_CHOICE = /\bwhat if i (?:say no|said no|decline|don'?t go|do not go|skip (?:it|this)|cancel|pull out|back out|turn (?:it|her|him|them) down)\b|\bwhat if (?:he|she|they|\p{L}+)(?:'s|'re| is| are| gets?| feels?) (?:hurt|upset|sad|angry|disappointed|mad|crushed) (?:when|if) i (?:say|tell (?:him|her|them)) ['"‘“]?(?:no|not yet|i'?m not ready)\b/u;
/** "Not yet" to a step together (moving in, meeting the family): a pace, not a no to the person. */
const NOT_YET = /\bnot yet\b|\bnot ready\b/;
const YES_CHOICE = /\bwhat if i (?:say yes|said yes|agree|join|go)\b[^.?!]{0,60}\b(?:hate|quit|regret|can'?t keep up|drop out|give up|stop)\b/;

/** "What if I say no and she's hurt?", "what if I say yes and then quit?": the member's own choice and its fear. */
export function ownChoiceReply(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  const no = NO_CHOICE.test(text);
  if (!no && !YES_CHOICE.test(text)) return null;
  const who = namedOrLastMeant(message, ctx);
  const name = who ? nameOf(who) : null;
  const called = who ? calledIn(who) : null;
  const them = name ?? 'they';
  if (no && NOT_YET.test(text)) {
    return [
      `${them === 'they' ? 'They' : them} may be hurt at first, and that's allowed: hearing "not yet" to something you hoped for stings. What decides how it lands is whether ${them} hears "not yet" or "not you".`,
      [
        '- Lead with what you feel, then the answer, then what would help: the order matters more than the words.',
        '- Give your real reason in one line, about you rather than about them.',
        '- Offer a next step, so "not yet" has a shape: a time to talk again, or what would help you get there.',
      ].join('\n'),
      `"${called ? `${called}, ` : ''}${who && connectionOf(who)?.relationshipType === 'couple' ? 'I love you, and I love that you asked' : "I'm really glad you asked"}. I'm not ready yet, and that's about me, not about us. Can we talk again in a few months, and in the meantime work out together what would help me get there?"`,
    ].join('\n\n');
  }
  if (no) {
    return [
      `Then ${them} may be disappointed for a while, and that's allowed: disappointment isn't damage, and it isn't yours to fix. What keeps it small is how you say it.`,
      [
        '- Say it soon: the longer someone plans around a yes, the bigger the no.',
        '- Say it warmly, with one reason, and make it about you rather than the plan.',
        `- Offer something real instead, a version you would enjoy, so ${them} hears "not this" rather than "not you".`,
      ].join('\n'),
      `"${called ? `${called}, ` : ''}I know you've been looking forward to this, and I hate disappointing you. It's not you and it's not the idea, it's me. Could we do something together that I'd enjoy too?"`,
    ].join('\n\n');
  }
  return [
    'Then you stop, and say so. Agreeing to try is not a promise to finish.',
    [
      '- Say yes to a trial rather than to the whole thing: "I\'m in for the first week, and we\'ll see."',
      '- Have your exit line ready, so stopping is easy rather than awkward.',
      '- People remember that you joined in, much more than when you stopped.',
    ].join('\n'),
    `"I gave it a go and it's not for me, but I'm glad I tried${called ? `, and I'll cheer you on, ${called}` : ''}."`,
  ].join('\n\n');
}
