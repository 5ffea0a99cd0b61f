/**
 * "What else can I do?" after the member says what they already do (decision 093, addendum): "I ring every Sunday but
 * her hearing's mostly gone", "I email him every week but he can't read them now". The answer is new options, none
 * of them a way already tried, none that the barrier named rules out (calls for someone who cannot hear, letters for
 * someone who cannot see), and a word for the effort already made. The options are a small library of ways to stay
 * close to someone it is hard to reach, each tagged with the way it uses and the barriers it does not suit.
 */
import { LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { CoachContext } from '../../context.js';
import { lower } from '../read/text.js';
import { roleOf } from './kinds-common.js';

type Way = 'call' | 'email' | 'text' | 'visit' | 'letter' | 'video' | 'audio';
type Barrier = 'hearing' | 'sight' | 'distance' | 'care';

/** What the member says they already do, by the way it reaches the person. */
const TRIED: Array<[Way, RegExp]> = [
  ['call', /\b(?:i|we) (?:ring|call|phone|facetime)\w*|\b(?:phone|ring) (?:her|him|them) |\bcalls? (?:her|him|them) |\bweekly calls?\b/],
  ['email', /\b(?:i|we) (?:e-?mail)\w*|\be-?mails?\b/],
  ['text', /\b(?:i|we) (?:text|message|whatsapp)\w*/],
  ['visit', /\b(?:i|we) (?:visit|go (?:up|down|over|and see)|see (?:her|him|them))\w*|\bvisits?\b/],
  ['letter', /\b(?:i|we) (?:write|send (?:her|him|them) (?:letters|cards))\w*|\bletters?\b|\bcards?\b/],
  ['video', /\bvideo ?calls?\b|\bzoom\b|\bfacetime\b/],
];

const BARRIERS: Array<[Barrier, RegExp]> = [
  ['hearing', /\bhearing\b|\bdeaf\b|can'?t hear|hard of hearing|what, love|\bpardon\b/],
  ['sight', /\beyesight\b|\bsight\b|can'?t (?:see|read)|\bblind\b|\bmacular\b/],
  ['distance', /\bmiles\b|hours? away|\bfar\b|\blives? (?:in|up|down|abroad)|visit a month|once a month|up north|down south|\babroad\b|i'?m in \w+/],
  ['care', /\bcare home\b|nursing home|\bin a home\b|\bhome (?:two|\d)|\bcarers?\b|\bstaff\b/],
];

interface Option {
  uses: Way[];
  /** Barriers this option does not suit. */
  not: Barrier[];
  /** Only offered when one of these is present (none: always). */
  only?: Barrier[];
  text: (them: string, their: string) => string;
}

const OPTIONS: Option[] = [
  { uses: ['letter'], not: ['sight'], text: (them) => `Post a short letter or card in big, clear handwriting with a printed photo or two; ${them === 'them' ? 'they' : them === 'him' ? 'he' : 'she'} can keep it, reread it and show it to people, which a call never allows.` },
  { uses: [], not: ['hearing'], only: ['sight'], text: (them, their) => `Record yourself reading a short letter, or chatting about your week, and send it for ${their} carers or family to play; your voice does the work the page no longer can.` },
  { uses: [], not: [], only: ['hearing'], text: (them, their) => `Ask the home (or ${their} GP) for a hearing check: a new or cleaned hearing aid, or fresh batteries, can change every call and visit after it.` },
  { uses: [], not: [], only: ['sight'], text: (them, their) => `Ask about an eye test and simple aids: a magnifier, large-print books or audiobooks, so ${their} days have more in them between your contact.` },
  { uses: [], not: [], only: ['care'], text: (them, their) => `Get to know one member of staff by name and ask them what ${their} good times of day are, and what ${them === 'him' ? 'he' : them === 'her' ? 'she' : 'they'} talks about; they can pass on news both ways.` },
  { uses: ['video'], not: ['sight'], only: ['hearing', 'care'], text: (them) => `A short video call with someone from the staff sitting with ${them}, and a few big written cards or a whiteboard you hold up, turns "what, love?" into something you can both follow.` },
  { uses: [], not: [], only: ['distance'], text: (them) => `Share the visiting with family or old friends nearby: a simple rota so someone sees ${them} each week, and they tell you how it went.` },
  { uses: [], not: ['sight'], text: (them, their) => `Send a parcel of small things ${them === 'them' ? 'they' : them === 'him' ? 'he' : 'she'} can use every day (${their} favourite biscuits, a photo calendar of the family) so you are there between calls.` },
  { uses: [], not: [], text: (them) => `Plan the next visit ahead with one thing to do together rather than to say: looking through old photos, a hand massage, a song ${them === 'them' ? 'they' : them === 'him' ? 'he' : 'she'} likes. Being there counts more than the talk.` },
];

const HER = /\b(?:mum|mom|mother|gran|granny|grandma|grandmother|nan|nana|sister|aunt|auntie|wife|girlfriend|daughter|she|her)\b/;
const HIM = /\b(?:dad|father|grandpa|grandad|grandfather|brother|uncle|husband|boyfriend|son|he|him)\b/;

/** New options for someone the member finds hard to reach, without the ways already tried, or null when none was told. */
export function triedReply(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  if (!/\b(?:what else|what more|anything else|other (?:ideas|ways|options)|something else)\b/.test(text)) return null;
  const tried = TRIED.filter(([, re]) => re.test(text)).map(([w]) => w);
  const barriers = BARRIERS.filter(([, re]) => re.test(text)).map(([b]) => b);
  if (!tried.length || !barriers.length) return null;
  const role = roleOf(message);
  const them = role && HER.test(role) ? 'her' : role && HIM.test(role) ? 'him' : HER.test(text) ? 'her' : HIM.test(text) ? 'him' : 'them';
  const their = them === 'him' ? 'his' : them === 'her' ? 'her' : 'their';
  const fits = OPTIONS.filter((o) => !o.uses.some((u) => tried.includes(u)) && !o.not.some((b) => barriers.includes(b)) && (!o.only || o.only.some((b) => barriers.includes(b))));
  // A member who shows care through words gets the written option first: it plays to what they do best.
  const words = ctx.person.results?.loveLanguageGiving === 'words_of_affirmation';
  const ordered = words ? [...fits].sort((a, b) => Number(b.uses.includes('letter')) - Number(a.uses.includes('letter'))) : fits;
  const picked = ordered.slice(0, 4);
  if (picked.length < 2) return null;
  const who = role ? `your ${role}` : them;
  const doing = tried.map((w) => ({ call: 'the calls', email: 'the emails', text: 'the messages', visit: 'the visits', letter: 'the letters', video: 'the video calls', audio: 'the voice notes' })[w]).join(' and ');
  const hard = barriers.includes('hearing') ? ' Hearing loss makes the phone the hardest way to reach someone, so it is not you failing.' : barriers.includes('sight') ? ' Failing eyesight takes away the written word, so it is not you failing.' : '';
  const strength = words && picked[0]!.uses.includes('letter') ? ` You show care mostly through ${LOVE_LANGUAGE_LABELS.words_of_affirmation.toLowerCase()}, so the first one plays to your strength.` : '';
  return [
    `Feeling awful about it shows how much ${who} matters to you, and you're already doing a lot: ${doing} count, even when they go badly.${hard}`,
    `A few things that don't depend on what hasn't worked:\n${picked.map((o) => `- ${o.text(them, their)}`).join('\n')}`,
    `${strength.trim() ? `${strength.trim()} ` : ''}Would it help to draft the first ${picked[0]!.uses.includes('letter') ? 'letter' : 'message'} together?`,
  ].join('\n\n');
}
