/**
 * More situations a request for words can be about (read/send.ts, decision 092), read into slots, never pasted:
 * the other person is having a hard time and the member wants to be there ("she had a brutal week at work"); the
 * two of them had a fight and the member wants to reach out after it, without a wrong of their own named; the member
 * has to give someone feedback on how something of theirs comes across ("his code review comments come off harsh");
 * the member wants out of something they joined ("how do I bow out of the football team"). And, for an invitation,
 * the details it should carry: where, what is cooked, what to bring, and whether the member asked for it specific.
 */
import { lower } from './text.js';

/** What the other person is going through, as a kind the draft can speak to without repeating the story. */
export interface HardTime {
  kind: 'rough' | 'job' | 'ill' | 'loss' | 'breakup' | 'exam';
  /** The stretch it lasted: "week", "day", "month". */
  span: string | null;
  /** Where it came from, when said: "work", "school". */
  at: string | null;
  /** A relative of the member's who is the one ill ("dad"), when the words go to someone else who shares them. */
  who?: string;
}

/** Who is going through it: a pronoun, a capitalised name or "my brother" (case kept: "it drained me" is no one). */
const WHO = String.raw`(?:[Ss]he|[Hh]e|[Tt]hey|(?!I\b|It\b)\p{Lu}\p{L}+|[Mm]y \p{L}+)(?: from (?:work|school|uni)| at work)?`;
const ROUGH = String.raw`(?:rough|brutal|hard|awful|terrible|horrible|long|stressful|tough|shit|crap|crappy|shitty|bad|hellish|exhausting|draining|insane|crazy|hectic|heavy)`;

/** The other person's hard time, when the story tells of one (theirs, not the member's own). */
export function hardTimeOf(story: string): HardTime | null {
  const text = story.replace(/[\u2018\u2019]/g, "'");
  const low = lower(text);
  const at = /\b(?:at|from) (work|school|uni|the office|the hospital)\b/.exec(low)?.[1]?.replace('the office', 'work') ?? null;
  const rough = new RegExp(String.raw`\b${WHO}(?:'s| has| is| was|'s been| had| just had| has had| been)? (?:having |had |been having |going through |got )?(?:a |an |such a |the most |the worst |one of those )?(?:really |super |so |pretty |very )?${ROUGH} (day|week|month|few days|few weeks|couple of weeks|stretch|time|shift)\b`, 'u').exec(text);
  if (rough && !/^i$/i.test(rough[0].split(/\s/)[0]!)) return { kind: 'rough', span: lower(rough[1]!).replace(/^(?:few|couple of) /, 'few '), at };
  const bad = new RegExp(String.raw`\b${WHO}(?:'s| is| has been|'s been)? (?:so |really |super )?(?:stressed|swamped|burnt out|burned out|exhausted|drained|overwhelmed|struggling|having a hard time|down|low)\b`, 'u').exec(text);
  const says = (tail: string) => new RegExp(String.raw`\b${WHO}${tail}`, 'u').test(text);
  if (says(String.raw` (?:just |has just |recently )?(?:lost (?:her|his|their) job|got (?:laid off|fired|let go|made redundant|rejected)|was (?:laid off|fired|let go|made redundant)|didn'?t get the (?:job|promotion|role|place))\b`)) return { kind: 'job', span: null, at: null };
  const ill = new RegExp(String.raw`\b(${WHO})(?:'s| is| has been|'s been| was| got| has| just got)? (?:really |quite |so |very |pretty )?(?:sick|ill|unwell|poorly|in hospital|in the hospital|covid|the flu|surgery|an operation)\b`, 'u').exec(text);
  // "My dad is in hospital" to the sister who is with him: the one who is ill is someone they share.
  const family = ill ? /^[Mm]y (mum|mom|dad|father|mother|grandma|grandpa|nan|gran|granny|grandad)$/.exec(ill[1]!.trim())?.[1] : undefined;
  if (ill) return { kind: 'ill', span: null, at: null, ...(family ? { who: family } : {}) };
  const loss = /\b(?:(?:her|his|their) (?:\p{L}+ )?(?:mum|mom|dad|father|mother|grandma|grandpa|nan|gran|granny|grandad|grandmother|grandfather|dog|cat|aunt|uncle|friend|brother|sister) (?:just )?(?:died|passed away|passed)|lost (?:her|his|their) (?:\p{L}+ )?(?:mum|mom|dad|father|mother|grandma|grandpa|nan|dog|cat|aunt|uncle|brother|sister))\b/u.test(low);
  if (loss) return { kind: 'loss', span: null, at: null };
  if (says(String.raw` (?:just )?(?:got dumped|got broken up with|broke up with|split (?:up )?with|went through a breakup|is going through a breakup)\b`)) return { kind: 'breakup', span: null, at: null };
  const exam = says(String.raw`(?:'s| has| is)? (?:got |has |in |had )?(?:exams?|finals|a big exam|an exam|the bar|a test|an interview|a big interview|a big presentation|a job interview)\b`) && /\b(?:good luck|nervous|stressed|before|tomorrow|this week|today)\b/.test(low);
  if (exam) return { kind: 'exam', span: null, at: null };
  if (bad && !/^i\b/i.test(bad[0])) return { kind: 'rough', span: null, at };
  return null;
}

/** A fight or an argument the two of them had, with no wrong of the member's own named: reaching out after it. */
export const AFTER_FIGHT = /\b(?:after|since|about|following) (?:our|the|that|this|last night'?s|yesterday'?s|we had (?:a|that)|a) (?:big |huge |stupid |massive |little |small |silly |dumb |bad )?(?:fight|argument|row|blow-?up|falling out|disagreement|spat)\b|\b(?:we|and i|and me|me and (?:my )?\p{L}+|i) (?:just |kind of |kinda )?(?:had (?:a |another |this |that )?(?:big |huge |stupid |massive |bad )?(?:fight|argument|row|blow-?up|spat)|got into (?:a |an )?(?:fight|argument)|argued|fought|fell out|had words)\b/u;

/** What they said in the fight, when the member quotes it: the draft can say it was heard, without repeating it. */
export const SAID_IN_FIGHT = /\b(?:he|she|they) (?:said|told me|says|called me)\b/;

/** Feedback on how something of theirs comes across: "tell theo his code review comments come off harsh". */
export interface Feedback {
  /** What of theirs, said to them: "your code review comments". */
  thing: string;
  /** How it comes across, one word as said: "harsh", "blunt". */
  quality: string;
  /** Who it is affecting, when said ("the junior devs", "the team"). */
  affected: string | null;
}

const QUALITY = /^(?:harsh|blunt|rude|cold|aggressive|passive[- ]aggressive|condescending|snappy|curt|abrupt|dismissive|mean|negative|patronising|patronizing|bossy|intense|critical|sarcastic|short|brutal|demanding|pushy|loud)$/;

export function feedbackOf(story: string): Feedback | null {
  const low = lower(story).replace(/[\u2018\u2019]/g, "'");
  const m = /\b(?:tell|let|say to|explain to|bring up with|raise with) (?:\p{L}+|my [\p{L} ]{2,20}?) (?:know )?(?:that )?((?:his|her|their) (?:[\p{L}-]+ ){0,3}?(?:comments?|reviews?|feedback|emails?|messages?|notes|tone|texts?|jokes?|remarks?|replies|slack messages?|way of [\p{L}]+ing|manner|style)(?: (?:about|on|in) (?:my|the|our|team|group) [\p{L}]+(?: [\p{L}]+)?)?) (?:comes? (?:off|across)|can come (?:off|across)|are|is|sounds?|seems?|feels?|read|reads|land|lands|can be|are being|is being) (?:as |a bit |kind of |kinda |really |too |so |very |a little |quite |pretty |super |like )*([\p{L}-]+)/u.exec(low);
  if (!m || !QUALITY.test(m[2]!)) return null;
  const thing = m[1]!.replace(/^(?:his|her|their) /, 'your ');
  const affected = /\b((?:the |our |some of the |a few of the |new |junior )?(?:junior(?: devs?| developers?| staff)?|new (?:starters|hires|people)|interns|team|others|people on the team|the juniors))\b/.exec(low)?.[1] ?? null;
  return { thing, quality: m[2]!, affected };
}

/** Leaving something the member joined or said yes to: "bow out", "quit the team", "drop out". */
export const EXIT = /\b(?:bow out|back out|step (?:back|down|away)|drop out|pull out|quit|leave) (?:of |from )?(?:it|the|this|that|after|without|gracefully|politely|nicely)\b|\bhow (?:do|can|should) i (?:bow out|back out|step back|drop out|quit|leave)\b/;

/** What the member joined, from the thread: "the office football team", "the book club". */
export function joinedOf(story: string): string | null {
  const m = /\b(?:join(?:ed)?|on|onto|in|into|for|quit|leave|from|of) ((?:the|our|his|her|their|a|an|\p{L}+'s) (?:[\p{L}-]+ ){0,3}?(?:team|club|league|group|choir|class|band|crew|squad|committee|rota|society|game))\b/u.exec(lower(story));
  // "Jordan's book club", said to Jordan, is "your book club"; someone else's is "the".
  return m ? m[1]!.replace(/^(?:a|an|his|her|their) /, 'the ').replace(/^\p{L}+'s /u, 'your ') : null;
}

/** An invitation's details as the member gave them (or asked for), for the draft to carry. */
export interface InviteDetails {
  /** "at my place" for "at mine", "at my flat". */
  place: string | null;
  /** A home gathering with cooking: the dish is worth naming. */
  cooking: boolean;
  /** The dish, when named ("make pasta", "cook a curry"). */
  dish: string | null;
  /** The member asked for it specific, or said the person dislikes vague plans. */
  specific: boolean;
  /** The member cooks it ("I'm making risotto"), rather than a night of cooking together. */
  hostCooks: boolean;
  /** What the member wants them to bring ("a salad"), when said. */
  bring: string | null;
}

export function inviteDetails(story: string): InviteDetails {
  const low = lower(story);
  const home = /\bat (?:mine|my (?:place|flat|apartment|house|home))\b|\bover (?:to|at) mine\b/.test(low);
  const cooking = /\b(?:cook(?:ing)?|dinner|bake|baking|bbq|barbecue|potluck|make (?:dinner|food|pizza|pasta)|brunch)\b/.test(low);
  const dish = /\b(?:cook|make|making|cooking|do|doing|bake|baking) (?:us |some |a |an |my |homemade |fresh )?((?:homemade |fresh |thai |indian |green |red |veggie |vegan |beef |chicken |mushroom |seafood )?(?:pasta|pizza|curry|risotto|tacos|lasagne|lasagna|ramen|dumplings|paella|stew|chili|chilli|burgers|sushi|pie|roast|stir[- ]fry|soup|bread|gnocchi|noodles|pad thai))\b/.exec(low)?.[1] ?? null;
  const specific = /\b(?:specific|details?|detailed|concrete|exact|vague|spell it out|clear plan|proper plan|hates? (?:vague|loose|open)|likes? (?:plans|things) (?:settled|nailed|fixed))\b/.test(low);
  // A night of cooking together names a dish to make; any other meal at the member's is theirs to cook.
  const hostCooks = !/\b(?:cook|make|bake) (?:together|with me)|cooking night|cook-?along|cook(?:ing)? with (?:him|her|them)\b/.test(low);
  const bring = /\b(?:bring|brings|bringing) ((?:a|an|some|the|his|her|their|your) [\p{L}-]+(?: [\p{L}-]+)?)/u.exec(low)?.[1]?.replace(/^(?:his|her|their) /, 'your ') ?? null;
  return { place: home ? 'at my place' : null, cooking, dish, specific, hostCooks, bring: bring && !/\b(?:to|me|it|up)\b/.test(bring) ? bring : null };
}
