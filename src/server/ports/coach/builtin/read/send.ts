/**
 * A request for words to send, read as a situation (decision 092): who the message goes to, what it has to do (say
 * sorry for the member's own wrong, ask for one the member is owed, say no to their invitation, ask them for
 * something, move a plan, invite them, answer what they sent, fill a card, reach out again), and the parts a
 * message is built from: the thing it is about said from the member to them ("your work dinner"), what they did,
 * what the member asks, the member's own reason, and the facts as given. Asking for an apology is not giving one:
 * the direction comes from who did the wrong, never from the word "sorry" alone.
 */
import { fitsSituation } from './defining.js';
import type { CoachContext } from '../../context.js';
import { calledIn, personMeant, typeOf, type Someone } from './people.js';
import { directionOf, herToYou } from './understand.js';
import { factsOf, type Facts } from './slots.js';
import { lower } from './text.js';
import { historyOf, impactOf, needFromThem, offerOf, placeOf, reasonAside } from './send-parts.js';
import { AFTER_FIGHT, EXIT, feedbackOf, hardTimeOf, inviteDetails, joinedOf, SAID_IN_FIGHT, type Feedback, type HardTime, type InviteDetails } from './send-care.js';

export type SendAct = 'apology' | 'owed' | 'hurt' | 'decline' | 'request' | 'move' | 'invite' | 'reply' | 'card' | 'reconnect' | 'support' | 'repair' | 'feedback' | 'exit';

export interface SendRead {
  to: Someone;
  act: SendAct;
  /** A colleague, a boss, or a work channel: plain register, no kisses. */
  work: boolean;
  short: boolean;
  facts: Facts;
  /** What it is about, from the member to them: "your work dinner", "the Thursday quiz team". */
  thing: string | null;
  /** What they did, said to them: "you skipped my birthday drinks". */
  theirs: string | null;
  /** What the member asks of them, as the rest of "Could you …": "call after 6pm instead". */
  ask: string | null;
  /** The member's own reason, first person: "I already worked two weekends in a row". */
  reason: string | null;
  /** A plan moved: from one day to another, as written. */
  move: { what: string; from: string; to: string } | null;
  /** The occasion: "birthday", "anniversary", "leaving". */
  occasion: string | null;
  /** What they sent, for a reply. */
  quote: string | null;
  /** How often it happened, as written ("three times now"). */
  count: string | null;
  /** What the member needs or is, first person ("I need my evenings to myself"). */
  need: string | null;
  /** The member wants it said face to face. */
  inPerson: boolean;
  /** A work event still to come ("the client call tomorrow at 9"), to talk before. */
  upcoming: string | null;
  /** The member said they were hurt or upset (not only annoyed): the draft may say so. */
  felt: boolean;
  /** The alternative offered with a no, first person ("I'd love to help paint your spare room on Sunday"). */
  offer?: string | null;
  /** They were asked by the other person (an invitation to thank them for), not only told of a plan. */
  invited?: boolean;
  /** A distance or a silence a card has to own, and the city they live in when the story names it. */
  history?: 'silence' | 'miles' | 'close' | null;
  place?: string | null;
  /** The member does not want it taken personally: the no says it is not about them. */
  notAbout?: boolean;
  /** A yes the member gave and now takes back: the no owns the promise, with what changed, in their words. */
  backedOut?: { what: string; since: string | null };
  /** What the member said they do not need ("more cuddles"), beside what they ask for. */
  not?: string | null;
  /** What a pattern at work costs the member, first person ("I've had to redo my plan each time"). */
  impact?: string | null;
  /** The story, lower case, for the register a draft is fitted to (an affectionate partner, a pattern of changes). */
  story?: string;
  /** What they are going through, for words of support (read/send-care.ts). */
  hard?: HardTime | null;
  /** After a fight: they said something about the member that the draft says was heard. */
  heard?: boolean;
  /** How something of theirs comes across, for feedback. */
  feedback?: Feedback | null;
  /** What the member joined and wants to leave ("the office football team"). */
  joined?: string | null;
  /** An invitation's place, dish and whether it was asked for specific. */
  invite?: InviteDetails;
  /** A no that has been asked more than once ("keeps inviting me"). */
  keeps?: boolean;
}

const WANTS = /^(?:(?:pls|please|can (?:u|you)|could you) )?(?:text|msg|message|dm) (?!me\b)[a-z]+ (?:for me|pls|please|a (?:quick )?(?:note|line))\b|\b(?:write|draft|help me (?:text|tell|word|reply|answer|decline)|(?:a|the|my|this|that) (?:text|message|msg|reply|slack(?: message)?|e-?mail|dm|note|card)|text (?:him|her|them|back)\b(?! (?:me|all day))|what (?:do|should|can|could) i (?:even |actually )?(?:say|text|write|send|put|reply)|what to (?:say|write|put)|the words|how (?:do|can|should) i (?:say|tell|ask|word|reply|respond|bring (?:it|this|that) up|raise|apologi[sz]e|decline|turn)|say no|saying no|(?:in|for) (?:the|his|her|a) card|something (?:i can |to |i could )?(?:text|send|say|write)|(?:words|something) to (?:text|send)|(?:text|message|msg|note|invite) (?:inviting|to invite|asking)|(?:^|\s)(?:a )?(?:text|message|msg) for (?:him|her|them|my \p{L}+|\p{L}+)(?= after| before| now| today| tonight| rn|\?|$)|(?<!\bsent (?:(?:an|a|the|my) )?)\binvit(?:e|ation) (?:for|to) |how (?:do|can|should) i (?:bow out|back out|step back|drop out|quit|leave|let (?:him|her|them|\p{L}+) know)|what (?:do|should|can) i (?:text|send|message) (?:him|her|them|my|\p{L}+))\b/u;

/** Verbs that say someone did a wrong; the subject decides whose it is. */
const WRONG = String.raw`sent (?:a |an )?(?:thumbs[- ]?up|emoji|one[- ]word (?:reply|answer))|replied with (?:a |an )?(?:thumbs[- ]?up|emoji)|left (?:her|him|them) on read|forgot|missed|skipped|ghosted|bailed on|cancell?ed on|cancell?ed|stood (?:\p{L}+ )?up|ignored|snapped at|yelled at|shouted at|rewrote|rewrites|rewriting|lied to|let (?:\p{L}+ )?down|was (?:(?:so|really|super|very|an hour|half an hour|\d+ ?(?:min|mins|minutes|hours?|hrs?)) )?late|didn'?t (?:text|call|reply|show up|turn up|come)|disappeared on|went quiet on|messed up|screwed up|blew up at`;
// The subject is often dropped in a text ("was 40 min late to maya's work thing", round 23 t02): at the start, it is "I".
const MY_WRONG = new RegExp(String.raw`(?:\bi |^\s*)(?:completely |totally |really |kind of |kinda |just |accidentally )?(${WRONG})\b`, 'u');
const OWED = /\bwant (?:him|her|them|\p{L}+) to (?:\p{L}+ )?(?:say sorry|apologi[sz]e)\b|\b(?:(?:want|like|need|expect|deserve) (?:an |a proper |a real )?(?:apology|sorry)|(?:hasn'?t|has not|never) (?:said sorry|apologi[sz]ed)|owes? me an apology|say sorry (?:to me|in person)|apologi[sz]e (?:to me|in person))\b/u;
const DECLINE = /\b(?:say(?:ing)? no|turn (?:it |him |her |them )?down|decline|get out of|pull out of|don'?t (?:wanna|want to) (?:join|go|do|come|lead)|(?:would|'d) rather (?:eat glass|not|die)|not (?:up for|doing) it)\b/;
const INVITES_ME = /\b(?:asked|asks|asking|wants|invited|invites|inviting|keeps? (?:asking|inviting)|roped) (?:(?:me|us) (?:to |if i (?:can |could )?)?|(?=if i ))(.+?)(?=[.,!?;]| and i\b| but\b| i (?:already|don'?t|can'?t)|$)/u;

/**
 * What an invitation is to must be an occasion ("a games night", "my birthday drinks on Friday"): not a person ("sent
 * a friend invite to someone on here") and not a clause that runs on ("… last week and they still haven't accepted"),
 * which pasted into "Would you like to come to …" made no sentence.
 */
const eventLike = (thing: string) =>
  !/^(?:someone|somebody|anyone|him|her|them|people|a (?:friend|person|guy|girl)|my (?:friend|colleague|coworker|cousin|sister|brother)s?)\b/i.test(thing.trim()) &&
  !/\b(?:and|but|so) (?:they|he|she|i|we|it)\b|\b(?:they|he|she) (?:still |never |haven'?t|hasn'?t|didn'?t|won'?t)/i.test(thing) &&
  !/\bon here\b|\bon (?:the )?app\b/i.test(thing);

/** "I said yes weeks ago but now …", "I promised … but", "breaking promises": a yes being taken back, and what changed. */
const BACKING_OUT = /\bi (?:said yes|agreed|promised)\b[^.!?]*?\bbut (?:now |then )?([^.!?,;]{5,70})|\bbreak(?:ing)? (?:a |my |the |our )?promises?\b()/u;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The member's words about the person, said to them: "Ben's dinner" → "your dinner"; "my" stays the member's. */
export function toThem(phrase: string, to: Someone): string {
  const names = [to.kind === 'connection' ? to.c.firstName : to.name, calledIn(to)].filter((n): n is string => !!n);
  let p = phrase;
  for (const n of names) p = p.replace(new RegExp(`\\b${n}'s\\b`, 'gi'), 'your').replace(new RegExp(`\\b${n}\\b`, 'gi'), 'you');
  if (to.kind === 'outsider' && to.role) p = p.replace(new RegExp(`\\bmy ${to.role}'s\\b`, 'gi'), 'your').replace(new RegExp(`\\bmy ${to.role}\\b`, 'gi'), 'you');
  return herToYou(p)
    // "when he asked about the dishes" → "when you asked about the dishes": only where the verb reads the same with "you".
    .replace(/\b(?:he|she) (?=(?:\p{L}+ed|said|told|came|went|left|got|made|took|did|had|forgot|missed|sent|brought|gave|saw)\b)/giu, 'you ')
    .replace(/\b(?:he|she) (was|is|has|does)\b/gi, (_, v: string) => `you ${({ was: 'were', is: 'are', has: 'have', does: 'do' } as Record<string, string>)[v.toLowerCase()]}`)
    .replace(/\b(?:his|their)\b/gi, 'your')
    .replace(/\b(?:him|them)\b/gi, 'you')
    .replace(/\bhers\b/gi, 'yours')
    .replace(/\b(?:like|literally|kinda|kind of|basically) (?=\d|\p{L})/giu, '')
    .replace(/\btill\b/gi, 'until')
    .replace(/\bb-?day\b/gi, 'birthday')
    .replace(/\bi\b/g, 'I')
    .replace(/\bim\b/gi, "I'm")
    .replace(/\b(can|don|didn|won|isn|wasn|doesn)t\b/gi, "$1't")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A phrase ends before the words that start another thought. */
const STOP = /\s+(?:and|but|so|because|cause|cuz|which|then|now|lol|tbh|haha|how|what|can you|could you|help|write|draft|i'?m|i|without (?:it |him |her |them |me )?(?:sounding|seeming|being|coming|hurting|upsetting|making|looking|feeling|becoming|turning))\b.*$/i;
/** Where a phrase ends: a sentence mark, a comma or an emoji (", right before", "9:15 😬 she said"). */
const cut = (s: string) => s.replace(/(?<=\S)[.!?;,](?:\s.*)?$|[^\p{L}\p{N}\s':–/£$€-].*$/u, '');
/** Words a clipped phrase must not end on ("to myself or", "cut to 12 without"). */
const DANGLING = /\s+(?:or|and|but|so|to|with|without|the|a|an|of|for|at|on|in|about|when|who|because|my|your)$/i;
const clip = (s: string, words = 9) => {
  let out = cut(s).replace(STOP, '').split(/\s+/).slice(0, words).join(' ').replace(/[\s,;:-]+$/, '');
  while (DANGLING.test(out)) out = out.replace(DANGLING, '');
  return out;
};

/** The member's wrong, first person, said to them: "I forgot your work dinner on Thursday at 8". */
function myWrong(text: string, to: Someone): { verb: string; clause: string } | null {
  // "She told my mum I'm not coping because I didn't reply": the member's act given as the reason for what the other
  // person did to them is no confession; "she's upset because I forgot" (their feeling, the member's act) still is.
  const all = [...text.matchAll(new RegExp(MY_WRONG.source, 'gu'))].filter((x) => {
    const before = text.slice(Math.max(0, x.index - 80), x.index);
    return !/\b(?:because|since|cos|cuz|cause|as|just because)\s+$/.test(before) || /\b(?:upset|mad|angry|hurt|annoyed|cross|sad|cold|quiet|furious|disappointed|not speaking|ignoring me|gutted)\b[^.!?]*$/.test(before);
  });
  const m = all.find((x) => !/^(?:messed|screwed) up$/.test(x[1]!)) ?? all[0];
  if (!m) return null;
  // "I messed up" says that something went wrong, not what: the draft leaves what for the member to fill.
  if (/^(?:messed|screwed) up$/.test(m[1]!)) return { verb: m[1]!, clause: '' };
  const rest = clip(text.slice(m.index + m[0].length).replace(/^\s+/, ''), 11);
  return { verb: m[1]!, clause: toThem(`I ${m[1]}${rest ? ` ${rest}` : ''}`, to) };
}

/** What they did, said to them: "Jo skipped my birthday drinks" → "you skipped my birthday drinks". */
function theirDoing(message: string, to: Someone): string | null {
  const names = [to.kind === 'connection' ? to.c.firstName : to.name, to.kind === 'outsider' && to.role ? `my ${to.role}` : null, 'he', 'she', 'they'].filter((n): n is string => !!n);
  const text = lower(message);
  for (const n of names) {
    const m = new RegExp(String.raw`(?:^|[.!?,;]\s*|\b(?:and|but|so|when|because) )(?:my [\p{L}-]+ (?:[\p{L}-]+ )?)?${lower(n)}(?:\s*\([^)]*\))? ((?:keeps? |always |never |just |has been |is |was )?(?:${WRONG}|\p{L}+(?:ed|ing)|keeps? \p{L}+ing|hugs|changes|moves|leaves)\b[^.!?;]*)`, 'u').exec(text);
    if (!m) continue;
    const said = clip(m[1]!.replace(/\bkeeps\b/, 'keep').replace(/\bhas been\b/, 'have been').replace(/\bis\b/, 'are').replace(/\bwas\b/, 'were'), 10);
    if (said.split(/\s+/).length < 2 || /\b(?:me to|us to)\b/.test(said)) continue;
    return toThem(`you ${said.split(/,/)[0]!.replace(/^(hugs|changes|moves|leaves)\b/, (v) => v.slice(0, -1))}`, to);
  }
  return null;
}

/** "asking her to call after 6pm instead", "ask him to cut to like 12": the ask, as it goes after "Could you". */
function askOf(message: string, to: Someone): string | null {
  const m = /\bask(?:ing)? (?:(?:him|her|them|\p{L}+) )?(?:to|if (?:he|she|they) (?:can|could|would)) (.+?)(?=[.!?;]|,| without\b| so (?:it|that)\b| but\b|$)/iu.exec(message);
  if (m) return toThem(clip(m[1]!, 12), to);
  const rather = /\bi'?d rather (?:he|she|they) (.+?)(?=[.!?;]|$| how\b| without\b)/i.exec(message);
  if (rather) {
    // "I'd rather she came over" wishes in the past tense; asked of her it is "could you come over". A verb whose
    // present the reader does not know is not guessed: the ask is left out rather than said in the wrong tense.
    const wish = presentOf(clip(rather[1]!, 12));
    return wish ? toThem(wish, to) : null;
  }
  return null;
}

/** Past forms after "I'd rather she …", said as they go after "Could you …". */
const PRESENT: Record<string, string> = { came: 'come', went: 'go', hung: 'hang', spent: 'spend', did: 'do', gave: 'give', took: 'take', made: 'make', told: 'tell', brought: 'bring', sent: 'send', was: 'be', were: 'be', had: 'have', got: 'get', sat: 'sit', saw: 'see', met: 'meet', rang: 'ring', let: 'let', put: 'put', stopped: 'stop', called: 'call', texted: 'text', asked: 'ask', helped: 'help', visited: 'visit', joined: 'join', stayed: 'stay', talked: 'talk', listened: 'listen', checked: 'check', planned: 'plan', phoned: 'phone', said: 'say', showed: 'show' };
/** "just came over" → "just come over"; null when its first verb is a past form the list does not know. */
export function presentOf(phrase: string): string | null {
  const words = phrase.split(/\s+/);
  const at = words.findIndex((w) => !/^(?:just|only|actually|really|maybe|sometimes|also|simply)$/i.test(w));
  if (at < 0) return null;
  const verb = words[at]!.toLowerCase();
  if (PRESENT[verb]) words[at] = PRESENT[verb]!;
  else if (/ed$/.test(verb)) return null;
  return words.join(' ');
}

/** "I already worked last saturday", "I do the school run then": the member's own reason, first person; for a request, what the member needs. */
function reasonOf(message: string): string | null {
  const m = /\bi (?:already |just )?(?:worked|work|have|do|did|'ve|had|am|'m) [^.!?;,]{3,60}/i.exec(message.replace(/\bi'm\b/gi, "i'm"));
  if (!m || /\b(?:no idea|to say|to tell|to write|fancied|known|been chatting)\b/i.test(m[0])) return null;
  return cap(toThem(clip(m[0], 10).replace(/^i 'm/i, "I'm"), { kind: 'outsider', role: null, name: null, mine: false, type: null, pronoun: null }));
}

/** "I really can't take it on this month": the member's no, first person, as they said it. */
function cannotOf(message: string): string | null {
  // "cant make his drinks friday": a clause that starts with the no says it in the first person without the "I".
  const m = /(?:\bi |(?:^|[.,;!?]\s*|\? ))(?:really |honestly |just |genuinely )?(?:can'?t|cannot|won'?t be able to) ([^.!?,;]{3,50})/i.exec(message);
  return m ? `I can't ${clip(m[1]!, 8)}`.replace(/\bi\b/g, 'I') : null;
}

/** "my old flatmate Priti": the name after the role, when people.ts kept only the role. */
function withName(to: Someone, message: string): Someone {
  if (to.kind !== 'outsider' || to.name || !to.role) return to;
  const m = new RegExp(`\\b${to.role}\\s+(\\p{Lu}\\p{Ll}{2,})\\b`, 'u').exec(message);
  return m && !/^(?:I|The|And|But)$/.test(m[1]!) ? { ...to, name: m[1]! } : to;
}

const OCCASION = /\b(birthday|bday|anniversary|(?:1|one|first) ?(?:yr|year)|leaving|retirement|wedding|new job|promotion)\b/;
/** A card asked for, not a card named in passing ("not like a greeting card"). */
const CARD = /\b(?:for|in|on|inside|write|put in) (?:the|a|his|her|their|my|our|this|\p{L}+'s) (?:\p{L}+ )?card\b|\bcard (?:message|text|wording)\b/u;
/** How often it has happened, as written: "three times now", "3 weeks running". */
const COUNT = /\b(?:(?:two|three|four|five|six|\d+) (?:times|weeks (?:running|in a row))(?: now| in a row| running)?)\b/;
/** Quoted words are what someone said, never the member's own act ("without him hearing 'I don't want you'"). */
const unquoted = (s: string) => s.replace(/(?:^|\s)['"“‘][^'"“”’\n]{2,80}['"”’](?=[\s,.!?]|$)/g, ' ');

/** "apologise to my boss for being late": what the sorry is for, as "for being late". */
function forWhat(text: string, to: Someone): string | null {
  const m = /\b(?:apologi[sz]e|apology|say sorry|sorry)\b(?: to (?:my )?[\p{L}]+)? (?:for|about) ((?:\p{L}+ing|the|my|what)\b[^.,!?;]{2,40})/u.exec(text);
  return m ? toThem(`for ${clip(m[1]!, 8)}`, to) : null;
}


/** What the member needs or is, first person: "I need my evenings to myself after work", "I'm not much of a hugger". */
function needOf(message: string): string | null {
  const plain = unquoted(message).replace(/\b(?:completely|honestly|genuinely|really|literally|kinda|kind of)\s+/gi, '').replace(/\bw\/? (?=\p{L})/giu, 'with ');
  const not = /\bi'?m not (?:a|much of a) (\p{L}+)\b/iu.exec(plain);
  if (not) return `I'm not much of a ${not[1]!.toLowerCase()}`;
  if (/\bi (?:don'?t|do not) (?:love|like) it\b/i.test(plain)) return "it's honestly not my thing";
  const m = /\bi(?: just)?(?: need|'d rather| would rather| want) (?!(?:he|she|they|him|her)\b)(?!to (?:tell|say|ask|write|text|message|msg|e-?mail|call|ring|phone|contact|reach out|dm|speak|respond|answer|bring|know|talk|draft|reply|sound|make|be rude|vent|rant|scream|cry|die|disappear|hide|crawl|run away|sink|quit|punch|kill|strangle|throttle))(?!you\b|it to\b|the (?:ground|floor|earth) to\b)([^.!?,;]{3,60})/iu.exec(plain);
  if (!m) return null;
  const said = clip(m[0].replace(/^i just /i, 'I ').replace(/^i(?=[ '])/i, 'I'), 12);
  return said.split(/\s+/).length >= 3 ? said.replace(/\b(?:him|her|them)\b/gi, 'you').replace(/\bi\b/g, 'I') : null;
}

/**
 * Whom the words go to. The person the message means (read/people.ts), except: "Maya's boyfriend Sam" is Sam; a
 * request that says "him" or "her" goes to a connection the story names rather than a relative it only mentions
 * ("my grandma died … how do I tell him"); someone who died is never the one written to.
 */
function recipient(message: string, story: string, ctx: CoachContext): Someone | null {
  const names = ctx.connections.map((c) => c.firstName);
  // "Sam's sister Ana" names her; "Sam's sister wants…" does not: a name is a connection's or written with a capital.
  const ownedAt = /\b\p{L}+'s (?:boyfriend|girlfriend|partner|husband|wife|bf|gf|fianc[eé]e?|brother|sister|friend|flatmate|housemate) (\p{L}+)/iu.exec(story);
  const owned = ownedAt && !/^(?:wants|keeps|is|was|has|had|says|said|and|who|just|always|never|will|would|can|could|did|does|thinks|loves|hates|got|gets|came|went|made|took|isn'?t|doesn'?t|won'?t|\p{L}+ed)$/iu.test(ownedAt[1]!) ? ownedAt : null;
  const ownedC = owned ? ctx.connections.find((c) => lower(c.firstName) === lower(owned[1]!)) : undefined;
  if (ownedC) return { kind: 'connection', c: ownedC, pronoun: null };
  if (owned) return { kind: 'outsider', role: null, name: cap(owned[1]!), mine: false, type: 'friend', pronoun: null };
  const meant = personMeant(message, ctx) ?? personMeant(story, ctx);
  if (!meant) return null;
  const gone = meant.kind === 'outsider' && meant.role && new RegExp(`\\b${meant.role}\\b[^.!?]{0,20}\\b(?:died|passed away|passed)\\b`, 'i').test(story);
  const toPronoun = /\b(?:tell|text|message|say (?:it |that |this )?to|ask|write to|reply to) (him|her)\b/i.exec(message)?.[1]?.toLowerCase();
  const clash = meant.kind === 'outsider' && toPronoun && meant.pronoun && (toPronoun === 'him') !== (meant.pronoun === 'he');
  if (gone || clash) {
    const named = names.find((n) => new RegExp(`\\b${n}\\b`, 'i').test(story));
    const c = ctx.connections.find((x) => x.firstName === named);
    return c ? { kind: 'connection', c, pronoun: null } : gone ? null : meant;
  }
  return meant;
}

/** Reads a request for words to send; null when the message does not ask for words or has nobody to send them to. */
export function readSend(message: string, ctx: CoachContext, earlier = ''): SendRead | null {
  const own = lower(message).replace(/[\u2018\u2019]/g, "'");
  // "I didn't know what to say, so I sent a thumbs up" tells what happened; it asks for no words.
  if (!WANTS.test(own.replace(/\b(?:didn'?t|did not|never) know what to (?:say|write|text|reply)\b/g, ' '))) return null;
  // What the situation is made of may be in the thread's earlier turn ("ok write the message then").
  const story = earlier ? `${earlier}. ${message}` : message;
  const text = lower(story);
  const plain = lower(unquoted(story));
  const meant = recipient(message, story, ctx);
  if (!meant) return null;
  const to = withName(meant, story);
  const type = typeOf(to);
  // "Two deadlines at work" in a story about a husband is no work message: a partner or family is written to as such.
  const work = type === 'professional' || (type !== 'couple' && type !== 'family' && /\b(?:slack|teams|e-?mail|co-?worker|colleague|boss|manager|the office|at work|client)\b/.test(text));
  const short = /\b(?:short|shorter|brief|quick|not too long|one line|keep it simple)\b/.test(own);
  const facts = factsOf(story);
  const count = COUNT.exec(plain)?.[0] ?? null;
  const base = { to, work, short, facts, thing: null, theirs: null, ask: null, reason: null, move: null, occasion: null, quote: null, count, need: null, inPerson: false, upcoming: upcomingOf(story), felt: /\b(?:hurt|upset|sad|gutted|still upset)\b/.test(lower(unquoted(story)).replace(/\bwithout (?:hurting|upsetting)\b/g, '')), story: text };
  const occasion = OCCASION.exec(text)?.[1]?.replace(/^(?:bday)$/, 'birthday').replace(/^(?:(?:1|one|first) ?(?:yr|year))$/, 'anniversary') ?? null;

  // A message whose words the member gives ("saying I'd rather present the numbers and let him do the intro") is
  // worded whole by messages.ts draftBody; read here, its second half would be cut off.
  if (/\b(?:saying|that says|telling (?:him|her|them))\s+(?:that )?(?:i'?d rather|i will|i'?ll|we)\b/.test(own)) return null;
  // A thank-you is written by the answers that read what they did for the member (written.ts): not this reader's.
  if (/\b(?:thank|thanks|thanking|grateful)\b/.test(plain) && !CARD.test(own)) return null;
  const quote = /\b(?:texted|messaged|sent|wrote|asked|said|says|replied)(?: me)?(?: with)?[:,]? ['"“‘](.+?)['"”’](?=[\s,.!?]|$)/.exec(story)?.[1] ?? null;
  if (quote && /\b(?:reply|respond|say back|answer|text back|write back)\b/.test(own)) return { ...base, act: 'reply', quote };
  // "I'm terrible at cards. What do I write?" (round 20): the card is in the story, the ask is for its words.
  if (CARD.test(own) || (/\bcards?\b/.test(plain) && /\bwhat (?:do|should|can) i (?:write|put)\b/.test(lower(own)))) return { ...base, act: 'card', occasion: occasion ?? 'birthday', history: historyOf(story), place: placeOf(story) };
  // "an invite for my friend Lena to a games night": what it is to comes after the person, not the "for".
  const invite = /\binvit(?:e|ing|ation)\b(?: (?:for|to) (?:my |our )?(?:\p{L}+ ){0,2}?\p{L}+(?= to\b))? (?:[\p{L}']+ ){0,3}?(?:to|for) (.+?)(?=[.!?;]|,|$| so\b| but\b)/u.exec(story);
  if (invite && !INVITES_ME.test(text) && eventLike(invite[1]!)) return { ...base, act: 'invite', thing: toThem(invite[1]!.trim(), to), invite: inviteDetails(story) };
  const moved = /\b(?:mov|chang|push|switch|shift)\w* (?:our|the|my) ([\p{L} ]{2,30}?) from (\p{L}+) to (\p{L}+)\b/u.exec(text);
  if (moved) return { ...base, act: 'move', move: { what: `our ${moved[1]}`.replace(/^our (?:our|the|my) /, 'our '), from: cap(moved[2]!), to: cap(moved[3]!) } };

  const mine = myWrong(plain, to);
  if (mine && /\b(?:ghosted|disappeared on|went quiet on)\b/.test(mine.verb)) return { ...base, act: 'reconnect', occasion, reason: /\bfor (?:about )?(?:a|one|two|three|\d+) (?:years?|months?)\b|\ba(?:bout a)? year ago\b/.exec(text)?.[0] ?? null };
  // Leaving what the member joined ("how do I bow out"), said in this message: a no to going on, warm to the person.
  if (EXIT.test(own) && !mine) return { ...base, act: 'exit', joined: joinedOf(story), offer: offerOf(unquoted(story)) };
  // How something of theirs comes across ("his review comments come off harsh"): feedback, not a complaint.
  const feedback = mine ? null : feedbackOf(unquoted(story));
  if (feedback) return { ...base, act: 'feedback', feedback };
  // Their hard time ("she had a brutal week at work"): words to be there for them, not about the member.
  const hard = mine || OWED.test(plain) ? null : hardTimeOf(unquoted(story));
  if (hard && !DECLINE.test(plain)) return { ...base, act: 'support', hard };
  const theirs = theirDoing(unquoted(story), to);
  const direction = directionOf(unquoted(story));
  // Backing out of a yes ("I said yes weeks ago but now work dumped a deadline on me"): the member lets the other
  // down, so the words are a sorry-and-no, never a complaint about being asked (it wrote "you asked me. … it's not
  // OK with me").
  const backed = BACKING_OUT.exec(plain);
  const askedOf = backed ? INVITES_ME.exec(plain) : null;
  if (backed && askedOf && !mine) {
    const since = backed[1] ? clip(backed[1].replace(/^(?:now|then) /, ''), 10) : null;
    return { ...base, act: 'decline', thing: null, ask: null, reason: null, invited: true, backedOut: { what: toThem(clip(askedOf[1]!, 10), to), since: since ? toThem(since, to) : null } };
  }
  // Asking for an apology is not giving one: the member is owed it when they want one from the other person.
  const inPerson = /\b(?:to my face|in person|face to face)\b/.test(plain);
  if (theirs && OWED.test(plain)) return { ...base, act: 'owed', theirs, inPerson };
  if (theirs && !mine && direction === 'hurt' && /\b(?:say sorry|apologi[sz]e|an apology)\b/.test(plain)) return { ...base, act: 'owed', theirs, inPerson: /\b(?:to my face|in person|face to face)\b/.test(plain) };
  if (mine) return { ...base, act: 'apology', theirs: mine.clause || forWhat(plain, to) };
  // After a fight with no wrong of the member's own named: reach out, own a part, and ask to finish the talk.
  if (AFTER_FIGHT.test(plain) && !forWhat(plain, to)) return { ...base, act: 'repair', heard: SAID_IN_FIGHT.test(plain) };
  if (direction === 'apologising') return { ...base, act: 'apology', theirs: forWhat(plain, to) };
  const invitedMe = INVITES_ME.exec(plain);
  const cannot = cannotOf(unquoted(story));
  const declined = DECLINE_WHAT.exec(plain) ?? /\b(?:say(?:ing)? no to|turn(?:ing)? down|declin(?:e|ing)|get out of|pull out of) (\p{L}+'s (?:(?!without|because|but|so|and|or|if|when)[^.!?,;\s]+\s?){1,5}|(?:the|his|her|their) (?:(?!without|because|but|so|and|or|if|when)[^.!?,;\s]+\s?){2,5})/u.exec(plain);
  // "I can't come Saturday, but I'd love to help on Sunday": a no to going, with or without another offer, is a decline
  // whose offer the draft keeps.
  const offer = cannot || DECLINE.test(plain) ? offerOf(unquoted(story)) : null;
  const notGoing = !!cannot && /^I can't (?:come|make|go|join|attend|be there|do|host|stay)\b/.test(cannot);
  // A one-off no needs an invitation or a request (read/defining.ts): time someone keeps booking is a request instead.
  if ((DECLINE.test(plain) || (invitedMe && cannot) || notGoing || (cannot && offer)) && fitsSituation('decline', plain)) {
    const withQuotes = INVITES_ME.exec(text.replace(/(?<!\p{L})['"“”‘’](?=\p{L})|(?<=\p{L})['"“”‘’](?!\p{L})/gu, ''));
    const asked = withQuotes ?? invitedMe;
    const thing = declined?.[1] ? declined[1] : asked && /^(?:to |if )/.test(asked[0].replace(INVITE_VERB, '')) ? asked[0].replace(INVITE_VERB, '').replace(/^to /, '') : null;
    return { ...base, act: 'decline', keeps: /\bkeeps? (?:asking|inviting)|\b(?:always|constantly) (?:asks|asking|invites|inviting)\b|\bevery (?:week|time|friday|saturday|weekend)\b/.test(plain), notAbout: /\bthink (?:it'?s|this is|it is) (?:about|because of) (?:her|him|them)\b|\btake it personally\b/.test(plain), thing: thing ? toThem(clip(thing.replace(/(?<!\p{L})['"“”‘’]|['"“”‘’](?!\p{L})/gu, ''), 10), to) : null, reason: reasonAside(story) ?? reasonOf(unquoted(story)), ask: cannot ? toThem(cannot, to) : null, offer, invited: !!asked };
  }
  // "I don't need more cuddles, I need him to put his phone down": the ask of them and what it is not.
  const fromThem = needFromThem(unquoted(story));
  if (fromThem && (fromThem.not || fromThem.ask.split(/\s+/).length >= 4)) return { ...base, act: 'request', ask: fromThem.ask, not: fromThem.not, theirs, reason: null };
  const ask = askOf(unquoted(story), to);
  const need = needOf(story);
  // The member's own "I can't fit …" with nothing asked is a no the older answers word (written.ts, decline).
  if (cannot && !ask && !need) return null;
  if (ask || need) return { ...base, act: 'request', ask: ask ? withCount(ask, story) : null, theirs, need, reason: reasonOf(unquoted(story)) };
  if (theirs && direction === 'hurt') return { ...base, act: 'hurt', theirs };
  if (theirs) return { ...base, act: 'request', theirs, reason: reasonOf(unquoted(story)), impact: impactOf(unquoted(story)) };
  return null;
}

/**
 * A work event still to come, to talk before ("before the client call tomorrow at 9"); one the story places the
 * member in ("in the client review today", "after the meeting") has happened, and is no "before" to offer.
 */
function upcomingOf(story: string): string | null {
  const text = lower(story);
  const m = /\b(?:the|our) (?:client |team |board |monday |weekly )?(?:call|meeting|presentation|demo|pitch|review)\b(?: (?:tomorrow|today|tonight|on \p{L}+day))?(?: at \d{1,2}(?::\d\d)?(?:am|pm)?)?/u.exec(text);
  if (!m || /\b(?:in|at|during|after|from|since)\s+$/.test(text.slice(0, m.index))) return null;
  return m[0];
}

/** The words of an invitation before what it is to ("keeps inviting me", "asked me"). */
const INVITE_VERB = /^.*?\b(?:asked|asks|asking|wants|invited|invites|inviting|keeps? (?:asking|inviting)|roped) (?:me|us) /;
/** What the member says no to: "don't wanna join the team run club" → "join the team run club". */
const DECLINE_WHAT = /\b(?:don'?t (?:wanna|want to)|say no to|turn down|decline|get out of|pull out of) ((?:join|go to|come to|do|lead|co-lead) [^.!?,;]{3,50})/;

/** "cut to like 12" in a story about "41 slides": the ask says what the number counts ("cut to 12 slides"). */
function withCount(ask: string, story: string): string {
  const bare = /\b(\d+)$/.exec(ask);
  const noun = /\b\d+ (\p{L}{3,})\b/u.exec(lower(story).replace(new RegExp(`\\b${bare?.[1]}$`), ''))?.[1];
  return bare && noun && !/^(?:times?|weeks?|days?|hours?|mins?|minutes?|years?|months?|am|pm)$/.test(noun) ? `${ask} ${noun}` : ask;
}
