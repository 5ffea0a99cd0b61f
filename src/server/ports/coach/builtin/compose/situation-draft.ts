/** Words for a situation the member describes without dictating them (decision 088): moving a plan, a card, a firm note. */
import type { CoachConnection, CoachContext } from '../../context.js';
import { lower } from '../read/text.js';
import { capital, connectionIn } from './kinds-common.js';
import { occasionOf } from './gift.js';
import { toYou } from './feelings.js';

// ------------------------------------------------------------------------------------------------ a draft from the situation

const ROLE_NAME = /\b(?:coworker|co-worker|colleague|boss|manager|friend|mate|flatmate|housemate|roommate|neighbou?r|landlord|landlady|sister|brother|cousin)\s+([a-z][a-z'-]+)\b/;
const NOT_A_NAME = /^(?:my|the|him|her|them|me|you|a|an|our|his|their|is|was|and|who|about|at|for|to|keeps?|has|had|said|says)$/;

/** Who the words are for, as the member would greet them: a connection, a name given with a role, else none. */
function addressee(ctx: CoachContext, message: string): { name: string | null; c?: CoachConnection; work: boolean } {
  const text = lower(message);
  const c = connectionIn(ctx, message);
  const work = c?.relationshipType === 'professional' || /\b(?:coworker|co-worker|colleague|boss|manager|client|team|rota|shift|e-?mail)\b/.test(text);
  if (c) return { name: c.firstName, c, work };
  const named = ROLE_NAME.exec(text)?.[1] ?? /\b(?:text|message|e-?mail|note|card) (?:to|for) ([a-z][a-z'-]+)\b/.exec(text)?.[1];
  return { name: named && !NOT_A_NAME.test(named) ? capital(named) : null, work };
}

/** The member's clause about the other person turned to "you": "keeps changing the rota" → "you've been changing the rota". */
function patternToYou(text: string): string | null {
  const m = /\b(?:keeps|kept|keep) (\w+ing)\b(.{0,80}?)(?=[.!?,;]|\b(?:and|but|so) i\b|$)/.exec(text);
  if (!m) return null;
  const rest = m[2]!.replace(/\b(?:like|literally|basically|honestly|just) /g, '').replace(/\bwith a day'?s notice\b/, "with only a day's notice").trim();
  return `you've been ${m[1]}${rest ? ` ${toYou(rest).replace(/\byour\b/g, 'my').replace(/\byou\b/g, 'me')}` : ''}`;
}

function signOff(ctx: CoachContext, work: boolean): string {
  const me = ctx.person.firstName;
  return work ? `Thanks,\n${me}` : me;
}

/**
 * Words for three common situations the member describes without dictating the words: moving a plan, a card for an
 * occasion, and a firm note about something that keeps happening. Null for anything else (the drafting answers in
 * answers/ take those).
 */
export function situationDraft(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  const to = addressee(ctx, message);
  const hi = to.name ? `Hi ${to.name}` : 'Hi';
  const receives = to.c?.results?.loveLanguageReceiving;
  const days = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week|the weekend)';

  // Moving a plan: "moving our cooking night from thursday to sunday".
  const move = new RegExp(`\\b(?:mov(?:e|ing)|reschedul(?:e|ing)|push(?:ing)?|shift(?:ing)?) (our|the|my|his|her) ([a-z' -]{2,25}?) (?:from ${days} )?to ${days}\\b`).exec(text);
  if (move) {
    const what = `${move[1] === 'my' ? 'my' : 'our'} ${move[2]!.trim()}`;
    const from = move[3] ? ` from ${capital(move[3])}` : '';
    const until = capital(move[4]!);
    const sorry = /\b(?:last[- ]minute|short notice|feel bad|guilty|hates? (?:changes|change)|sorry)\b/.test(text)
      ? ` I know changing plans late is a pain${/\bhates?\b/.test(text) ? ' and not your favourite thing' : ''}, so I'm sorry.`
      : '';
    const body = `${hi}, would it be okay to move ${what}${from} to ${until}?${sorry} I'm still really looking forward to it${receives === 'acts_of_service' ? ", and I'll bring the ingredients to make up for it" : ''}. Let me know if ${until} works for you.`;
    return [`Here's a text you could send${to.name ? ` ${to.name}` : ''}:`, `"${body}"`, 'Sending it as soon as you know gives the most notice, which matters most to someone who likes plans settled. Want it shorter?'].join('\n\n');
  }

  // A card for an occasion: "1 year with maya on saturday, write something for the card".
  const card = /\b(?:card|note)\b/.test(text);
  const years = /\b(\d+|one|a|two|three|five|ten) years?\b/.exec(text)?.[1];
  const occasion = /\banniversary\b|\b(?:\d+|one|a) years? (?:with|together|of)\b/.test(text) ? 'anniversary' : occasionOf(text);
  if (card && occasion) {
    const name = to.name ?? '';
    const couple = to.c?.relationshipType === 'couple' || /\b(?:girlfriend|boyfriend|wife|husband|partner)\b/.test(text) || occasion === 'anniversary';
    const count = years ? (years === 'a' || years === '1' ? 'one' : years) : null;
    const qt = receives === 'quality_time' ? " Saturday's planned: just us." : '';
    const wa = receives === 'words_of_affirmation';
    const lines: Record<string, string> = {
      anniversary: `Happy ${count ? `${count} year${count === 'one' ? '' : 's'}` : 'anniversary'}${name ? `, ${name}` : ''}. A year ago I didn't know how much I'd look forward to ordinary days with you, and now they're my favourite part of the week. Thank you for being exactly you.${qt} Here's to the next one.\n\nLove, ${ctx.person.firstName}`,
      birthday: couple
        ? `Happy birthday${name ? `, ${name}` : ''}. I hope this year gives you as much as you give everyone around you. I'm lucky I get to spend it with you.${qt}\n\nLove, ${ctx.person.firstName}`
        : `Happy birthday${name ? `, ${name}` : ''}! Thank you for being someone I can always count on. I hope the year ahead is a great one.\n\n${ctx.person.firstName}`,
      'leaving present': `${name ? `${name}, it` : 'It'}'s been a real pleasure working with you. Thank you for the help, the patience and the good ideas; the team won't be the same. Good luck with what's next, and keep in touch.\n\n${ctx.person.firstName}`,
    };
    const body = lines[occasion] ?? lines[occasion === 'retirement' ? 'leaving present' : 'birthday']!;
    return [
      'Here is something for the card, plain and warm, no poetry:',
      `"${body}"`,
      wa && to.c ? `${to.c.firstName} feels loved through **Words of Affirmation**, so handwrite it: the words themselves are the gift.` : 'Handwrite it if you can; it reads as more personal than anything printed.',
      'Want it shorter, or a little funnier?',
    ].join('\n\n');
  }

  // A firm note about something that keeps happening: "coworker trish keeps changing the rota with a day's notice".
  const pattern = /\b(?:firm|not rude|polite|professional|assertive|e-?mail|message|text|note)\b/.test(text) ? patternToYou(text) : null;
  if (pattern) {
    const ask = /\bnotice\b/.test(text)
      ? 'Could we agree that changes come with at least a week\u2019s notice, unless it\u2019s a real emergency?'
      : 'Could we agree a way to stop it happening, so neither of us has to keep raising it?';
    const body = `${hi},\n\nI wanted to raise something briefly. Recently ${pattern}, and it makes it hard for me to plan around. ${ask}\n\nHappy to talk it through if that's easier.\n\n${signOff(ctx, to.work)}`;
    return [
      'Firm and polite: one pattern, its effect on you, one clear ask. You could send:',
      `"${body}"`,
      'Keep it to this one issue and send it on a calm day, not straight after the next change. Want it softer, or firmer?',
    ].join('\n\n');
  }
  return null;
}
