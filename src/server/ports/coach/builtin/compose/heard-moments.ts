/**
 * More intense but ordinary moments (read/heard.ts momentOf; blind round 23's s10–s16 got a menu of choices or a
 * stock script): a loss where the member wants company rather than plans, nerves minutes before something, news told
 * before the member could, a review sent back over small things, a landlord who leaves the heating off in the cold, a
 * match lost at the death, and something done without asking that now has to be owned. Each answer names what
 * happened in the coach's own words, then gives the few steps that fit; words to say are written whole.
 */
import type { CoachConnection, CoachContext } from '../../context.js';
import type { HeardCause } from '../read/heard.js';
import { connectionOf, formsOf, someoneIn } from '../read/people.js';
import type { Pronoun } from '../read/people.js';
import { capital } from './kinds-common.js';

type Cause<K extends HeardCause['kind']> = Extract<HeardCause, { kind: K }>;

/** The steps of an answer, as a list. */
export const bullets = (lines: Array<string | null | false>) => lines.filter(Boolean).map((l) => `- ${l}`).join('\n');
/** Who the member's message is about, when they are on Attune (for a name only). */
export const mentioned = (ctx: CoachContext, message: string): CoachConnection | undefined => connectionOf(someoneIn(message, ctx));

/** A loss, and someone close who keeps offering plans when the member wants them simply there. */
export function company(ctx: CoachContext, message: string, cause: Cause<'loss'>, partner: CoachConnection | undefined): string {
  const c = mentioned(ctx, message) ?? partner;
  const who = c?.firstName ?? 'they';
  const name = cause.lost === 'cat' || cause.lost === 'dog' ? /\b(?:cat|dog) ([a-z]+) (?:died|passed|was put)/i.exec(message)?.[1] : undefined;
  const pet = name ? capital(name) : `your ${cause.lost}`;
  const years = /\b(?:she|he|they) was (\d{1,2})\b/i.exec(message)?.[1];
  // The pet as the member spoke of it ("she was 17"); the partner by the pronoun the message uses for them.
  const petForms = formsOf((/\b(she|he) was \d/i.exec(message)?.[1]?.toLowerCase() as Pronoun | undefined) ?? null);
  const theirForms = formsOf(/\bwant him to\b/i.test(message) ? 'he' : /\bwant her to\b/i.test(message) ? 'she' : null);
  // "I love you for it" to a partner or family; anyone else gets thanks.
  const close = !c || c.relationshipType === 'couple' || c.relationshipType === 'family';
  return [
    `I'm so sorry about ${pet}.${years ? ` ${years} years is a whole chapter of your life, and of course you can't stop crying.` : ' Of course you can\'t stop crying.'}`,
    `${c ? `${who} is` : 'They are'} showing love the way ${theirForms.they === 'they' ? 'they know' : `${theirForms.they} knows`} how, by trying to fix it. What you need is simpler, and it is fine to ask for it plainly:`,
    `"I know you're trying to make me feel better, and ${close ? 'I love you for it' : 'I really appreciate it'}. I don't need plans right now. Can you just sit with me?"`,
    bullets([
      `If it helps ${c ? who : 'them'}, give ${theirForms.them} one small thing to do: make tea, sit close, or hold you. People who want to help usually want a job.`,
      `Plans can wait until you want them; a walk in a few days, or a small way to remember ${name ? petForms.them.replace(/^them$/, pet) : petForms.them}, can come later.`,
    ]),
  ].join('\n\n');
}

/** Nerves in the body minutes before it starts: what helps in the next quarter of an hour. */
export function nerves(cause: Cause<'nerves'>): string {
  const when = cause.minutes ? `In the next ${cause.minutes} minutes:` : 'Right now:';
  return [
    "What you're feeling is adrenaline: your body getting ready, not a sign it will go badly. You can take the edge off it quickly.",
    when,
    bullets([
      'Breathe out longer than you breathe in: in for 4, out slowly for 6 to 8, five or six times. The long out-breath is what slows your heart.',
      'Shake out your hands and shoulders hard for 20 seconds, then run cold water over your wrists or hold something cold.',
      `Say your first two sentences out loud once, quietly, so the start is automatic. ${cause.event === 'presentation' ? 'The first minute is the hardest; after it, the nerves usually drop.' : 'Once you are through the opening, the nerves usually drop.'}`,
      'When you start, take one slow breath and speak your first line slower than feels natural. A short pause reads as calm, not as nerves.',
      cause.event === 'presentation' ? 'Sip some water and skip more coffee; if your hands shake, rest them on the table or hold the clicker.' : 'Sip some water and skip more coffee.',
    ]),
  ].join('\n\n');
}

/** Someone told the member's news before they could; the person who heard it is already calling. */
export function newsTold(message: string, cause: Cause<'news_told'>): string {
  const calling = /\b(?:rung|rang|ringing|called|calling|phoned|texted|texting|messag\w+)\b/i.test(message);
  const decision = /\b(?:i'?m|i am) (?:leaving|quitting|moving|going|getting|dropping|changing|starting|taking)\b/i.test(message);
  const heard = cause.heard ? cause.heard.replace(/^(?:mum|mom|dad)$/, (w) => `your ${w}`).replace(/^parents$/, 'your parents') : 'they';
  const teller = cause.teller ? `your ${cause.teller}` : 'they';
  return [
    `Of course you're furious: it was your news to tell, in your own way and your own time, and ${teller} took that from you.`,
    bullets([
      `${calling ? `Deal with ${heard} first, once you've had ten minutes to calm down, not by letting the calls ring out. Call back` : `Talk to ${heard} yourself soon, once you've calmed down, so the version ${heard === 'they' ? 'they have' : `${heard} has`} is yours. Call`} and tell it your way: "I'm sorry you heard it like that. I wanted to tell you myself, properly. Yes, it's true${decision ? ", and here's why I'm doing it…" : ', and I wanted you to hear it from me.'}" ${capital(heard)} is probably more hurt about hearing it second-hand than about the news itself.`,
      `Talk to ${teller} later, when you're calmer, briefly and plainly: "That was mine to tell, and it really hurt that you got there first. Next time something is mine to share, please leave it to me."`,
      decision ? 'You don\'t owe anyone a full explanation of your decision today; "I\'ve thought it through and I\'ll tell you more when we see each other" is enough for now.' : 'You don\'t owe anyone more detail today than you want to give; "I\'ll tell you more when I\'m ready" is enough for now.',
    ]),
  ].join('\n\n');
}

/** Work sent back again and again over small things. */
export function reviewLoop(message: string): string {
  const ordinal = /\b(second|third|fourth|fifth|sixth)\b/i.exec(message)?.[1]?.toLowerCase();
  const rounds = ordinal ? `${{ second: 'Two', third: 'Three', fourth: 'Four', fifth: 'Five', sixth: 'Six' }[ordinal]} rounds of comments` : 'Round after round of comments';
  const over = /\bnam(?:es|ing)\b/i.test(message) ? 'on naming' : 'on small things';
  return [
    `${rounds} ${over} is exhausting, and it makes a small thing feel personal. The fix is usually to move the disagreement out of the comments and agree the rule once.`,
    bullets([
      'Ask for 15 minutes on a call instead of another round: "Could we go through the remaining comments together? I\'d like to get this merged today and make sure I understand what you\'re after."',
      `Agree the ${over === 'on naming' ? 'naming convention' : 'conventions behind the comments'} together, write ${over === 'on naming' ? 'it' : 'them'} in the contributing guide or the style guide, and let a linter enforce what it can; then nobody has to argue it in a review again.`,
      'Ask for all remaining comments in one pass, with the must-fix ones marked apart from the preferences ("nit:"), so the next round is the last.',
      `Fix this round without a fight: the quickest way out is usually to accept the ${over === 'on naming' ? 'names' : 'changes'} and have the convention talk separately.`,
    ]),
  ].join('\n\n');
}

/** A landlord who leaves the heating or hot water broken; in the cold, tonight first. */
export function repairIgnored(ctx: CoachContext, message: string, cause: Cause<'repair_ignored'>): string {
  const times = /\b(twice|two|three|four|five|\d) times\b/i.exec(message)?.[1]?.toLowerCase();
  const often = times ? `${capital(times === 'twice' ? times : `${times} times`)} ${/\bthis (?:month|week|winter)\b/i.exec(message)?.[0] ?? 'already'}` : 'Broken again';
  const toronto = /^America\/Toronto$/.test(ctx.timeZone ?? '');
  const uk = /^Europe\/London$/.test(ctx.timeZone ?? '');
  const report = toronto
    ? `Call 311 and report ${cause.what === 'heat' ? 'no heat: Toronto sets a minimum indoor temperature landlords must keep through the heating season' : 'no hot water: it is a vital service landlords must keep running'}, and the city can inspect and order the repair.`
    : uk
      ? "Report it to your council's private housing team: heating and hot water count as essential repairs, and they can inspect and require the landlord to act."
      : `Report it to your city or council housing standards office: ${cause.what === 'heat' ? 'heating' : 'hot water'} is an essential service in most places, and they can inspect and order the repair.`;
  return [
    `${often}, and still waiting while it's ${cause.cold ? 'that cold' : 'broken'}: anyone would be ready to burn the place down. You're right to push, and there is a proper way to do it.`,
    ...(cause.cold
      ? [
          'Tonight first:',
          bullets([
            'Stay warm safely: layers, a hat, blankets, hot water bottles, one room with the door shut. Never heat the flat with the oven, a gas stove or a barbecue.',
            'If the flat gets really cold, go to a friend or family member for the night, and check on any older neighbours.',
          ]),
          'Then:',
        ]
      : []),
    bullets([
      'Write everything down: the dates it has been out, the temperature indoors (a photo of a thermometer), and every call or message to the landlord.',
      `Send the landlord a written notice today (email is fine): what is broken, since when, ${times ? 'how many times it has gone this month' : 'that it keeps happening'}, and a clear deadline for the repair.`,
      report,
      'Keep your own messages calm and factual: they are what an inspector, or a tribunal, will read later.',
    ]),
  ].join('\n\n');
}

/** A match lost in the last minute. */
export function matchLost(message: string): string {
  const minute = /\b(\d{2}(?:st|nd|rd|th)) minute\b/i.exec(message)?.[1]?.toLowerCase();
  return [
    `${minute ? `A ${minute}-minute` : 'A last-minute'} loss is its own kind of cruelty: long enough to believe it, too late to recover. ${/\bfloor\b/i.test(message) ? 'Lying on the floor is the correct response.' : 'Being gutted is the correct response.'} 😩`,
    bullets([
      'Give yourself the evening to be properly gutted; no highlights, no pundits, no group chat.',
      'Eat something good and go to bed; football heartbreak is always worse at midnight.',
      'You will be back next week. Everyone who has ever sworn off football has been.',
    ]),
  ].join('\n\n');
}

/** The member did something without asking and has to tell the person it affects. */
export function confession(ctx: CoachContext, message: string, cause: Cause<'confession'>): string {
  const c = mentioned(ctx, message);
  const who = c?.firstName ?? 'them';
  const act = cause.act.replace(/\b(\w+) (?:us|us both|both of us) (?:both )?(?:up )?for\b/, '$1 us both up for').replace(/\bjan (\d{1,2})(?:st|nd|rd|th)?\b/, 'January $1');
  return [
    `Owning it fast, with a laugh and an easy way out, is the way to tell ${who}: it was a surprise, and nobody likes being signed up for something without a say.`,
    `Something you could send:\n\n"Confession time: I ${act} without asking you first. I got carried away. If it's a hard no, I'll cancel, or do it alone while you hold the towel and the hot chocolate. No pressure either way."`,
    bullets([
      `Tell ${who} soon, before ${who === 'them' ? 'they hear' : 'it comes up'} from someone else.`,
      'Mean the way out: if the answer is no, cancel without sulking.',
    ]),
  ].join('\n\n');
}
