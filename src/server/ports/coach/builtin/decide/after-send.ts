/**
 * Thread follow-ups that act on a draft the coach wrote (issue 29, item 5), beside followups.ts: the quiet after a
 * message was sent ("sent it 6 hours ago. nothing. now what"), the other person saying no to an invitation or an ask
 * ("what if she says no"), and a colleague who pushes back on feedback ("what if he gets defensive and argues the
 * technical points"). Each reads the thread for what was sent and to whom, so the answer and its one line of words fit
 * that message, not a general template about texting.
 */
import type { CoachContext } from '../../context.js';
import { connectionOf, lastMeant, typeOf, type Someone } from '../read/people.js';
import { feedbackOf } from '../read/send-care.js';
import { lower } from '../read/text.js';
import { sendable } from '../compose/answers/sendable.js';

/** "Sent it 6 hours ago. nothing", "texted her this morning and she still hasn't replied", "still no reply". */
export const SENT_SILENCE = /\b(?:sent|texted|messaged|sent it|dm'?d|emailed)\b[^]{0,60}\b(?:nothing|no (?:reply|answer|response|word)|not a (?:word|peep)|crickets|radio silence|silence|(?:hasn'?t|has not|haven'?t|didn'?t) (?:replied|answered|responded|texted back|heard|said anything|read it)|left (?:me )?on (?:read|delivered)|no reply yet|still waiting)\b|\b(?:still )?(?:no (?:reply|answer|response)|nothing back|(?:hasn'?t|has not) (?:replied|answered|responded|texted back))\b[^]{0,40}\b(?:now what|what now|what do i do|should i|what next|double text|text again|follow up)\b/i;

/** How long it has been, as said ("6 hours", "this morning", "last night", "two days"), for the reassurance. */
function elapsed(text: string): { said: string; hours: number } | null {
  const m = /\b(\d+|a few|a couple of|two|three|four|five|six|a|an) (hours?|hrs?|days?|minutes?|mins?)\b/.exec(text);
  if (m) {
    const n = /^\d+$/.test(m[1]!) ? Number(m[1]) : ({ a: 1, an: 1, 'a few': 3, 'a couple of': 2, two: 2, three: 3, four: 4, five: 5, six: 6 } as Record<string, number>)[m[1]!] ?? 1;
    const unit = m[2]!.replace(/^hrs?$/, 'hours').replace(/^mins?$/, 'minutes');
    const hours = /^day/.test(unit) ? n * 24 : /^min/.test(unit) ? n / 60 : n;
    return { said: `${m[1]} ${unit.replace(/s$/, n === 1 ? '' : 's')}`.replace(/^(\d+) (\w+)$/, '$1 $2'), hours };
  }
  if (/\bthis morning|earlier today|a few hours\b/.test(text)) return { said: 'since this morning', hours: 6 };
  if (/\blast night|yesterday\b/.test(text)) return { said: 'since last night', hours: 18 };
  return null;
}

/** What the member sent: the kind of the thread's last drafted message (its words), else of the member's request. */
function sentKind(ctx: CoachContext): 'apology' | 'invite' | 'support' | 'repair' | 'other' {
  const drafts = ctx.history.filter((t) => t.role === 'assistant').map((t) => /^\s*"([^"\n]{20,})"\s*$/m.exec(t.content)?.[1]).filter((d): d is string => !!d);
  const said = lower(drafts.pop() ?? ctx.history.filter((t) => t.role === 'user').map((t) => t.content).join(' '));
  if (/\bmy part in it\b/.test(said)) return 'repair';
  if (/\b(?:would you like to come|invit)/.test(said)) return 'invite';
  if (/\b(?:i'?m sorry (?:i|for|about)|apologi[sz]e|snapped)\b/.test(said)) return 'apology';
  if (/\b(?:no need to reply|i'?m around|thinking of you|off your plate|sorry you|tonight'?s yours|tonight is yours|proud of you)\b/.test(said)) return 'support';
  return 'other';
}

const nameIn = (p: Someone | null) => (p?.kind === 'connection' ? p.c.firstName : p?.name ?? null);

/** The quiet after a sent message: what the wait means, how long to give it, and one light follow-up to send later. */
export function afterSilence(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  if (!SENT_SILENCE.test(text)) return null;
  const who = lastMeant(ctx, message);
  const name = nameIn(who);
  const them = name ?? 'they';
  const kind = sentKind(ctx);
  const time = elapsed(text);
  const short = time ? time.hours < 24 : true;
  // A sentence does not start with a figure: "6 hours" is said "Six hours".
  const spelled = time?.said.replace(/^(\d+)\b/, (n) => ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'][Number(n)] ?? n);
  const gap = time && spelled ? (/^since/.test(spelled) ? `Hearing nothing ${spelled}` : `${spelled.charAt(0).toUpperCase()}${spelled.slice(1)} of quiet`) : 'A quiet stretch';
  const meaning =
    kind === 'apology' || kind === 'repair'
      ? `${gap} after an apology is not an answer. People often need time with a sorry before they can reply well, especially if it stung.`
      : kind === 'invite'
        ? `${gap} after an invitation usually means ${them} hasn't checked plans yet, not that the answer is no.`
        : `${gap} is not a verdict: ${them} may be busy, tired, or not sure what to say yet.`;
  const wait = short ? 'Give it until tomorrow at least' : 'Give it a day or two more';
  const anxious = ctx.person.results?.relationshipType === 'anxious' || ctx.person.results?.relationshipType === 'fearful_avoidant';
  const follow =
    kind === 'apology' || kind === 'repair'
      ? `${name ? `Hey ${name}, ` : 'Hey, '}no pressure to reply to my message. I meant it, and I'm here when you're ready to talk.`
      : kind === 'invite'
        ? `${name ? `Hey ${name}, ` : 'Hey, '}just checking you saw this. No worries at all if it doesn't work, we can find another time.`
        : kind === 'support'
          ? `${name ? `Hey ${name}, ` : 'Hey, '}no need to reply, just thinking of you.`
          : `${name ? `Hey ${name}, ` : 'Hey, '}no rush on this, whenever you get a minute.`;
  return [
    meaning,
    [
      `- ${wait} before you send anything else, and don't send a second message today.`,
      `- Don't ask whether they got it or read it; a "?" reads as pressure.`,
      '- If your lives cross meanwhile, be your ordinary, warm self: it says the door is open better than a text does.',
      ...(anxious ? ['- You lean anxious in attachment (from your results), so the wait will feel louder to you than it is. Put the phone somewhere else for an hour and let the silence just be silence.'] : []),
    ].join('\n'),
    `If there's still nothing after that, one light follow-up that asks for nothing:\n\n"${follow}"`,
    'Then leave it with them.',
  ].join('\n\n');
}

/** "What if she says no", "and if he turns it down": accepting it lightly, keeping the door open. */
const SAYS_NO = /^(?:(?:and|but|ok(?:ay)?|so|hmm+)[,.]?\s+)*(?:what )?if (?:he|she|they|\p{L}+) (?:says? no|turns? (?:it|me) down|declines?|can'?t (?:make it|come)|is busy|says? (?:they'?re|she'?s|he'?s) busy|says? not (?:now|this time))\b[^]{0,30}$/iu;

export function ifTheySayNo(ctx: CoachContext, message: string): string | null {
  if (!SAYS_NO.test(message.trim())) return null;
  const who = lastMeant(ctx, message);
  const name = nameIn(who) ?? 'they';
  const invite = sentKind(ctx) === 'invite';
  const line = invite ? 'No worries at all! Another time, then: is there a week that suits you better?' : "No worries, thanks for being straight with me. If anything changes, I'm around.";
  return [
    `Then take the no lightly: a no to ${invite ? 'one evening' : 'this'} is not a no to you, and how you take it is what ${name} will remember.`,
    [
      '- Answer the same day, short and warm, with no guilt and no "are you sure?".',
      invite ? '- Offer one other time only once; if that is a no too, leave the next invitation to them.' : "- Don't ask again straight away; let it rest for a while.",
      "- Don't ask for a reason: if they want to give one, they will.",
    ].join('\n'),
    `You could reply:\n\n"${line}"`,
  ].join('\n\n');
}

/** At work, someone pushing back on feedback ("gets defensive and starts arguing the technical points"). */
const PUSHBACK = /\bwhat if (?:he|she|they|\p{L}+)(?: [\p{L}']+){0,4}? (?:gets? defensive|pushes? back|argues?|starts? arguing|debates?|disagrees?|says? (?:i'?m|i am|it'?s) wrong|nitpicks?)/iu;

export function workPushback(ctx: CoachContext, message: string): string | null {
  if (!PUSHBACK.test(message)) return null;
  const who = lastMeant(ctx, message);
  const story = ctx.history.filter((t) => t.role === 'user').map((t) => t.content).join('. ');
  const fb = feedbackOf(story);
  const work = (who && typeOf(who) === 'professional') || /\b(?:work|colleague|1:1|one-on-one|team|code|technical|manager|boss|review)\b/i.test(`${story} ${message}`);
  if (!work || !fb) return null;
  const name = nameIn(who) ?? (who?.kind === 'outsider' && who.role ? `your ${who.role}` : 'the other person');
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  const c = connectionOf(who);
  const oneToOne = /\b(?:1:1|one[- ]on[- ]one|1-1)\b/i.test(story) ? 'in the 1:1' : 'in the moment';
  const technical = /\b(?:technical|code|review|pr|pull request|bug|design)\b/i.test(`${story} ${message}`) ? 'on the technical side' : 'about the details';
  const thinking = c?.results?.personalityType?.[2] === 'T';
  const what = fb.thing.replace(/^your /, 'the ');
  const impact = fb.affected ? `what it's doing to ${fb.affected.replace(/^(?:some of )?/, '')}` : "how it's landing with people";
  return [
    `If ${name} argues the details, let ${name} be right about them: the point was never whether each one is correct, it is how ${what} land.`,
    [
      `- Agree briefly where ${name} has a point, then come back once to the impact; don't debate individual examples ${oneToOne}.`,
      `- Offer to look at one or two real examples together later, calmly, rather than trading cases now.`,
      `- If it gets heated, give ${name} time: "Have a think about it, and let's pick it up later this week." People often come round once they've had space.`,
      ...(thinking ? [`- ${Name} leans Thinking (from the results ${name} shares), so a concrete example and a clear ask will land better than how it feels.`] : []),
    ].join('\n'),
    `A line to use:\n\n"You may well be right ${technical}, and I'm not arguing that. What I'm raising is ${impact}. Could we try it for a couple of weeks and see?"`,
  ].join('\n\n');
}

/**
 * "Shorter pls, I'm saying it in our 1:1": the request that made the thread's draft, read again as a short one, so
 * every part (the credit, the impact, the ask) is kept in fewer words rather than cut off. Said aloud, without the
 * greeting. Null when no earlier request in the thread reads as one for words.
 */
export function shorterSent(ctx: CoachContext, message: string): string | null {
  const users = ctx.history.filter((t) => t.role === 'user').map((t) => t.content);
  for (let i = users.length - 1; i >= Math.max(0, users.length - 3); i--) {
    const earlier = users.slice(Math.max(0, i - 1), i).join('. ');
    const reply = sendable({ ...ctx, history: ctx.history.slice(0, ctx.history.findIndex((t) => t.content === users[i])) }, users[i]!, earlier, { short: true });
    if (!reply) continue;
    const [, quoted] = reply.split('\n\n');
    // Only a re-read that is really shorter than the draft the thread has; else the general shortening cuts it.
    const last = [...ctx.history].reverse().find((t) => t.role === 'assistant' && /^\s*"[^"\n]{40,}"\s*$/m.test(t.content))?.content.match(/^\s*"([^"\n]{40,})"\s*$/m)?.[1];
    if (!quoted || !last || quoted.length - 2 >= last.length || !keepsActs(last, quoted)) return null;
    const spoken = /\b(?:say it|saying it|tell (?:him|her|them)|in person|face to face|1:1|one[- ]on[- ]one|meeting|call|out loud|over coffee)\b/i.test(message);
    const words = spoken ? quoted.replace(/^"(?:Hi|Hey)(?: [^,"]{1,30})?, (\S)/, (_, c: string) => `"${c.toUpperCase()}`) : quoted;
    return [spoken ? 'Shorter, to say out loud:' : 'A shorter version, with every part kept:', words, spoken ? 'Say it at a calm moment early on, then stop and let them answer.' : 'Want it warmer, or is that right?'].join('\n\n');
  }
  return null;
}

/**
 * A shorter message keeps every act of the longer one: a thanks, a sorry, an ask. Blind round 13's "shorter" of a
 * thank-you that suggested a call kept only the call; an act is kept when one of its longer words is still there.
 */
export function keepsActs(long: string, short: string): boolean {
  const acts = long.split(/(?<=[.!?])\s+/).filter((x) => /^(?:thank|thanks|sorry|i'?m sorry|could|can|would|will|how about|shall)\b/i.test(x));
  const words = (x: string) => x.toLowerCase().match(/\p{L}{5,}/gu) ?? [];
  const kept = new Set(words(short));
  return acts.every((a) => words(a).some((w) => kept.has(w)) || words(a).length === 0);
}
