/**
 * Messages a person could actually send (issue 29, item 3), composed from slots, never from pasted text: who it is
 * to (read/people.ts), what kind of message it is (an apology, saying one was hurt, a no, thanks, appreciation, a
 * check-in), the event as a clause that reads as a sentence, said to them in the first person, and the relationship
 * it must fit (no "love you" to a colleague). An event that cannot be read is left as a clear [blank] to fill, and
 * `brokenClause` is the check every drafted sentence has to pass.
 */
import type { RelationshipType } from '../../../../../../shared/assessment/types.js';
import type { Tone } from '../../decide/thread.js';
import { calledIn, type Someone } from '../../read/people.js';
import { lower } from '../../read/text.js';
import { spokenTo, type Direction } from '../../read/understand.js';

export type DraftKind = 'apology' | 'hurt' | 'decline' | 'thanks' | 'appreciate' | 'checkin' | 'need';

export interface DraftSlots {
  to: Someone;
  kind: DraftKind;
  /** What happened or what is said, as a clause addressed to them ("you forgot to book the restaurant"), or null. */
  event: string | null;
  /** They asked for it short, or low-key ("they hate fuss", "on Slack"). */
  short?: boolean;
  tone?: Tone;
  /** Written on a work chat: no kisses, no exclamation marks in a row. */
  work?: boolean;
  /** For an apology: what was behind the member's act, said to them ("your message meant a lot to me…"). */
  behind?: string | null;
  /** For an apology: a shared plan that fell through since, to offer back ("our Thursday cooking"). */
  plan?: string | null;
}

// ------------------------------------------------------------------------------------------------ reading

/** Which message a situation calls for, from its direction and words. */
export function kindOf(message: string, direction: Direction | null): DraftKind | null {
  const text = lower(message);
  if (direction === 'apologising') return 'apology';
  if (direction === 'hurt' || /\b(?:i'?m|i am|i feel|i felt|i was|bit|a bit|kinda|pretty|so|really|honestly) (?:still |quite |really |a bit |so )?(?:hurt|upset|sad|disappointed|annoyed|gutted|let down|stung|miffed|bummed|fed up|put out)\b/.test(text)) return 'hurt';
  if (direction === 'refusing' || /\b(?:i'?m not|i am not|i won'?t be|i can'?t|i cannot) (?:coming|going|able|take|make|do|be|finish|get (?:it|this|the)|hit|meet|manage|attend|host|cover|fit)\b/.test(text)) return 'decline';
  if (/\b(?:thank|thanks|grateful|covered for me|helped me|had my back|stepped in for me|bailed me out|looked after me|picked me up|did me a favou?r)\b/.test(text)) return 'thanks';
  if (/\b(?:appreciate|been there for me|mean(?:s)? a lot|tell (?:\p{L}+ ){0,2}i love)\b/u.test(text)) return 'appreciate';
  if (/\b(?:check (?:in )?on|checking (?:in )?on|reach out|see how (?:he|she|they)(?:'s| is| are)|been (?:really |so )?quiet|since (?:his|her|their) breakup)\b/.test(text)) return 'checkin';
  if (/\bi (?:need|want|would like)\b/.test(text)) return 'need';
  return null;
}

/** Words that mean the clause is about the speaker's own wish, the coach, or the chat: never part of a message. */
const META = /\b(?:how (?:do|can|should) i|what (?:do|should|can) i|help me|can (?:you|u)|could you|write|draft|text to send|without (?:it )?(?:becoming|turning|starting|getting|sounding)|i'?m bad at words|keep it short|tbh|lol|idk|like literally)\b/;
/** Verbs that say something was done (past, or a habit): the clause reads as an event. */
const DID_WORDS = String.raw`drove|brought|bought|found|kept|lent|paid|sent|spent|taught|wrote|sat|held|ran|fed|met|did|won|spoke|sang|threw|drew|chose|rode|woke|forgave|understood|showed up|turned up|forgot|missed|skipped|left|said|told|took|made|broke|cancell?ed|bailed|ignored|yelled|shouted|snapped|lied|ruined|didn'?t|did not|hasn'?t|never|always|keeps?|keep|was|wasn'?t|were|is|isn'?t|are|aren'?t|has|have|had|covered|helped|stood|let|got|went|came|gave|put|read|laughed|made|stayed|booked|called|texted|asked|invited|been|gets|got|won'?t|doesn'?t|don'?t|can'?t|\p{L}+ed`;
const DID = new RegExp(`^(?:${DID_WORDS})$`, 'u');
/** What one apologises for: a wrong, not any past verb ("I texted her", "I went" say nothing of what was wrong). */
const WRONG_WORDS = String.raw`unloaded|dumped (?:it|everything|all)|vented at|exploded|lost it|lost my temper|went off at|blew up|took it out on|sent (?:a |an |just |only )?(?:thumbs[- ]?up|emoji|one[- ]word)|replied with (?:a |an )?(?:thumbs|emoji)|left \p{L}+ on read|forgot|missed|skipped|yelled|shouted|snapped|screamed|swore|lied|ruined|broke|cancell?ed|bailed|flaked|ditched|ignored|insulted|embarrassed|hurt|told|said something|was|wasn'?t|didn'?t|did not|haven'?t|stood|let|left|took|lost my|blew|ghosted|criticis\p{L}*|criticiz\p{L}*|mocked|laughed at|read`;

/**
 * A clause that says something the other person did against the member (a wrong, a miss, a no, a habit of ignoring),
 * not only something they did: "you forgot the booking", "you never ask", "you rewrote my part" are grievances; "you are
 * learning Portuguese", "you cried all the way home", "you keep buying me things" are not, and a draft must not
 * frame them as what bothers the member ("something small that's started to bother me: you are learning Portuguese").
 */
const GRIEVANCE = /\b(?:forg[eo]t\w*|miss(?:ed|es)|skip(?:ped|s)|ignor\w*|cancell?\w*|bail\w*|flak\w*|ditch\w*|yell\w*|shout\w*|snap(?:ped|s)|lie[sd]|lying|ruin\w*|broke|interrupt\w*|talk(?:s|ed)? over|criticis\w*|criticiz\w*|mock\w*|laugh(?:s|ed)? at|rewr\w+|never|didn'?t|doesn'?t|don'?t|won'?t|hasn'?t|haven'?t|wasn'?t|weren'?t|without asking|late|blam\w*|compar\w*|comment\w*|ghost\w*|stood (?:me|us) up|went through|read my|(?:go|goes|went|gone) (?:\w+ )?(?:quiet|silent|cold|dark)|left me|leaves me|took (?:over|credit)|takes (?:over|credit)|push\w* me|pressur\w*|overrul\w*|decid\w* without|steamroll\w*|spoke over|speaks over|puts? me down|made fun)\b/i;
/** A habit ("you keep scheduling our 1:1s at 8am") is a grievance, unless what they keep doing is a kindness. */
const HABIT = /\b(?:keeps?|kept|always) (?!(?:buying|getting|sending|giving|bringing|inviting|offering|helping|checking|making|cooking|texting me (?:nice|sweet)|asking (?:me )?(?:how|if i'?m ok)|complimenting|praising|thanking|hugging|smiling|calling to check))\p{L}+ing\b/iu;
export const grievance = (clause: string | null): boolean => !!clause && (GRIEVANCE.test(clause) || HABIT.test(clause));

/** "they've" → "they have", "she's been" → "she has been", "she's planned" → "she has planned", "he's late" → "he is late": one verb to read. */
function expand(text: string): string {
  return text
    .replace(/\b(he|she|it|sam|\p{L}+)'s been\b/giu, '$1 has been')
    .replace(/\b(he|she|it|that)'s (?=(?:already |just |never |now |also )?(?:\p{L}+ed|done|gone|made|taken|given|told|said|left|got|gotten|seen|sent|spent|brought|bought|forgotten|written|broken|put|let|kept|found|become)\b)/giu, '$1 has ')
    .replace(/\b(he|she|it|that)'s\b/gi, '$1 is')
    .replace(/\b(you|we|they)'ve\b/gi, '$1 have')
    .replace(/\b(you|we|they)'re\b/gi, '$1 are')
    .replace(/\bi've\b/gi, 'I have');
}

/** "how do I tell my mom (that) …", "I need to tell Sam …": the part after it is what is said. */
const TELLING = /^.*?\b(?:tell|let|say to|text|message|inform|remind|explain to)\s+(?:my (?:\p{L}+ )?\p{L}+|\p{L}+)\s+(?:know\s+)?(?:that\s+)?(?=i\b|i'm\b|im\b)/iu;

/** The sentences and clauses of a message, cut where people join thoughts ("and we", "but", ";"). */
function clauses(message: string): string[] {
  return expand(message)
    .replace(/\s+without\b[^.!?;]*/gi, '')
    .replace(/\([^)]*\)/g, ' ')
    .replace(/(?:^|\s)'[^'\n]+'(?=[\s.,!?]|$)/g, ' ')
    .replace(/["“”][^"“”]*["“”]/g, ' ')
    .split(/[.!?;:\n]+|,\s*|\s+(?:and then|but|so|because|cause|cuz|and (?:now|we|i|i'm|it|he|she|they)|or i|which|when i (?:feel|think))\s+/i)
    .map((c) => c.trim().replace(/\s+/g, ' ').replace(TELLING, '').replace(/(?:\s+(?:lol|lmao|tbh|haha|ugh|omg|idk|smh|fr|ngl|rn))+$/i, ''))
    .filter(Boolean);
}

/** The subject words that stand for the person in the member's message: their name, role, or pronoun. */
function subjects(to: Someone): string[] {
  const own = to.kind === 'connection' ? [lower(to.c.firstName)] : [to.name ? lower(to.name) : '', to.role ? `my ${to.role}` : '', to.role ?? ''].filter(Boolean);
  return [...own, 'he', 'she', 'they'];
}

const CLEAN = /^[\p{L}\p{N}' -]+$/u;

/** A clause that reads as an event, 3 to 16 words, nothing pasted from the chat. */
function readable(clause: string): boolean {
  const words = clause.split(/\s+/);
  return CLEAN.test(clause) && words.length >= 3 && words.length <= 16 && !META.test(lower(clause));
}

/** Turns the member's words about the person into words to them: "my sister's news" → "your news", "my mum" stays. */
function toThem(clause: string, to: Someone): string {
  let c = clause;
  if (to.kind === 'outsider' && to.role) c = c.replace(new RegExp(`\\bmy ${to.role}'s\\b`, 'gi'), 'your').replace(new RegExp(`\\bmy ${to.role}\\b`, 'gi'), 'you');
  // "my cousin Maya" is one person: the role in front of the name goes with it ("I upset my cousin Maya" → "I upset you").
  const role = String.raw`(?:(?:my|our) (?:best |little |big |older |younger )?[\p{L}-]+ )?`;
  if (to.kind === 'connection') c = c.replace(new RegExp(`${role}\\b${to.c.firstName}'s\\b`, 'giu'), 'your').replace(new RegExp(`${role}\\b${to.c.firstName}\\b`, 'giu'), 'you');
  return spokenTo(c).replace(/\btill\b/gi, 'until').replace(/\btil\b/gi, 'until').replace(/\bi'm\b/gi, "I'm").replace(/\bi'd\b/gi, "I'd").replace(/\bi\b/g, 'I');
}

/** What they did, said to them: "sam forgot to book the restaurant" → "you forgot to book the restaurant". */
function theirEvent(message: string, to: Someone): string | null {
  for (const clause of clauses(message)) {
    const low = lower(clause);
    for (const s of subjects(to)) {
      // The person as the subject, at the start or after the member's own feeling ("i'm hurt they missed …").
      const lead = low.startsWith(`${s} `) ? null : new RegExp(`\\b(?:i'?m|i am|i feel|i felt|i was) (?:so |really |still )?\\p{L}+ (?:that |when |because )?(?=${s} )`, 'u').exec(low);
      const at = low.startsWith(`${s} `) ? 0 : lead ? lead.index + lead[0].length : undefined;
      if (at === undefined) continue;
      const rest = clause.slice(at + s.length).trim();
      const verb = lower(rest.split(/\s+/)[0] ?? '');
      if (!DID.test(verb) || /^(?:is|are|was|were) (?:so |really |very )?(?:hurt|upset|angry|furious|mad|sad|quiet)\b/.test(lower(rest))) continue;
      // Said as "he …" first, so the verb agrees once it is "you" ("she has been" → "you have been").
      const said = toThem(`he ${rest}`, to);
      if (readable(said) && !brokenClause(said)) return said;
    }
  }
  return null;
}

/** What the member did or says, in the first person: "i told my mum my sister's news" → "I told my mum your news". */
function myEvent(message: string, to: Someone, kind: DraftKind): string | null {
  // "I didn't know what to say" is why the member did it; the act itself ("so I sent a thumbs up") is what a sorry
  // names, so clauses with an act come first.
  const all = clauses(message).map((c) => (kind === 'apology' ? ownActIn(c) : c));
  const reasonOnly = (c: string) => /\bdidn'?t know (?:what|how)\b/i.test(c);
  for (const clause of [...all.filter((c) => !reasonOnly(c)), ...all.filter(reasonOnly)]) {
    const m = /^(?:and |so |but |ok |well )?(?:i|i'm|im|i am)\b/i.exec(clause);
    if (!m) continue;
    const low = lower(clause);
    if (kind === 'decline' ? !/^(?:i'?m not|i am not|i can'?t|i cannot|i won'?t|i will not|im not)\b/.test(low) : !new RegExp(`^i (?:really |accidentally |kind of |just |totally )?(?:${WRONG_WORDS})\\b`, 'u').test(low.replace(/^(?:and|so|but|ok|well) /, ''))) continue;
    const said = toThem(clause.replace(/^(?:and|so|but|ok|well) /i, '').replace(/^im\b/i, "I'm").replace(/\b(?:kind of|kinda|literally|totally|just|like) /gi, '').replace(/\b\p{Lu}{3,}\b/gu, (w) => w.toLowerCase()), to)
      .replace(/^I sent (a|an) (?=thumbs|emoji|one)/i, 'I only sent $1 ');
    if (readable(said) && !brokenClause(said)) return said.charAt(0).toUpperCase() + said.slice(1);
  }
  return null;
}

/**
 * The member's own act inside a longer clause, from its "I": "then at 1am when everyone left i unloaded everything on
 * him" → "I unloaded everything on him at 1am" (the time it happened kept, the scene around it left out).
 */
function ownActIn(clause: string): string {
  const at = new RegExp(`\\bi (?:really |accidentally |kind of |just |totally )?(?:${WRONG_WORDS})\\b`, 'iu').exec(clause);
  if (!at || at.index === 0) return clause;
  const when = /\b(?:at \d{1,2}(?::\d\d)?\s?(?:am|pm)?|last night|this morning|yesterday|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i.exec(clause.slice(0, at.index))?.[0];
  const act = clause.slice(at.index);
  return when && !act.toLowerCase().includes(when.toLowerCase()) ? `${act} ${when}` : act;
}

/** The event a message states for a kind of message, said to the person; null when it cannot be read cleanly. */
export function eventFor(message: string, to: Someone, kind: DraftKind): string | null {
  if (kind === 'hurt' || kind === 'thanks' || kind === 'appreciate') return theirEvent(message, to) ?? (kind === 'thanks' ? forWhat(message, to) : null);
  if (kind === 'apology') return myEvent(message, to, kind) ?? forWhat(message, to);
  if (kind === 'decline') return myEvent(message, to, kind);
  // A need said as what they did only when what they did went against the member; else the need is left blank.
  if (kind === 'need') return myNeed(message, to) ?? ((e) => (grievance(e) ? e : null))(theirEvent(message, to));
  return null;
}

/**
 * What an apology can carry besides the act, read from the story: what was behind it, when that is a warm message
 * the member could not answer ("I didn't know what to say"), and a shared plan that was cancelled since ("she
 * cancelled our Thursday cooking"), to offer back.
 */
export function apologyExtras(story: string): { behind: string | null; plan: string | null } {
  const text = lower(story).replace(/[\u2018\u2019]/g, "'");
  const warm = /\b(?:sent|wrote|texted|messaged) me (?:this |a |such a )?(?:long |lovely |sweet |kind |nice |heartfelt |really |so |very )*(?:text|message|note|letter|card)\b/.test(text);
  const stuck = /\bdidn'?t know (?:what to say|how to (?:reply|respond|answer|say it))\b/.test(text);
  const behind = warm && stuck ? "Your message meant a lot to me, more than I showed. I just didn't know how to say it back." : null;
  const cancelled = /\b(?:cancell?ed|called off|skipped|bailed on) (our|the) ((?:[\p{L}-]+ ){0,2}[\p{L}-]+?)(?=[.,!?;]|$| and\b| since\b| too\b)/u.exec(text);
  const plan = cancelled && !/\b(?:plans?|it|that|this)$/.test(cancelled[2]!) ? `our ${cancelled[2]!.replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/, (d) => d.charAt(0).toUpperCase() + d.slice(1))}` : null;
  return { behind, plan };
}

/** Words around a need that are about asking the coach, not the need: "I want to tell him", "I need help". */
const NOT_A_NEED = /^i (?:need|want|would like|'d like) (?:to (?:tell|say|ask|talk|bring|know|write|text|send|let|set|figure|work out|find|explain|apologi[sz]e|make|sort|handle|deal|get|be able to say|message|msg|email|e-mail|call|ring|phone|contact|reach out|dm|ping|speak|reply|respond|answer|vent|rant|scream|cry|die|disappear|hide|crawl|run away|sink|quit|throw up|punch|kill|strangle|throttle)|help|advice|some advice|your help|you to|the (?:ground|floor|earth) to)\b/;
/** Adverbs a member adds that a message does not need ("I honestly can't", "I genuinely need"). */
const HEDGES = /\b(?:honestly|genuinely|really|literally|just|kind of|kinda|totally|seriously|actually|completely)\s+/gi;

/**
 * What the member needs, as they would say it to the person: "I need an evening or two a week to myself",
 * "I can't do more than a few days". The member's clause, kept in the first person, hedges dropped; null when the
 * clause is about asking the coach ("I want to tell him…") or does not read as a sentence.
 */
export function myNeed(message: string, to: Someone): string | null {
  for (const clause of clauses(message)) {
    const plain = clause.replace(/^(?:and|so|but|ok|well) /i, '').replace(/^im\b/i, "I'm").replace(HEDGES, '');
    const low = lower(plain);
    if (!/^i (?:need|want|would like|'d like|can'?t (?:do|handle|manage|keep|host|cope with|afford)|can only|cannot (?:do|handle|manage|keep|host))\b/.test(low) || NOT_A_NEED.test(low)) continue;
    const said = toThem(plain, to);
    if (readable(said) && !brokenClause(said)) return cap(said);
  }
  return null;
}

/** "apologise to my boss for missing the meeting", "thank her for dinner": the "for …" part, as "for missing the meeting". */
function forWhat(message: string, to: Someone): string | null {
  const m = /\b(?:apologi[sz]e|say sorry|sorry|thank|thanks|thanking)\b(?:\s+(?:to\s+)?(?:my\s+)?\p{L}+(?:\s+\p{L}+)?)??\s+(for|about)\s+([^.,!?;]+)/iu.exec(message);
  if (!m) return null;
  const what = toThem(m[2]!.trim(), to);
  const phrase = `${m[1]!.toLowerCase()} ${what}`;
  return readable(`I am sorry ${phrase}`) && !brokenClause(`I'm sorry ${phrase}.`) && /^(?:for|about) (?:\p{L}+ing|the|my|your|our|what|dinner|lunch|everything|last|yesterday|earlier|this|that)\b/iu.test(phrase) ? phrase : null;
}

// ------------------------------------------------------------------------------------------------ writing

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How the message opens and closes for the relationship (and tone): warm for family, plain for work. */
function frame(type: RelationshipType | null, slots: DraftSlots, variant: number): { hi: string; bye: string } {
  const called = calledIn(slots.to);
  const formal = slots.tone === 'formal' || type === 'professional' || slots.work;
  const hi = formal ? `Hi${called ? ` ${called}` : ''},` : slots.tone === 'lighter' ? `Hey${called ? ` ${called}` : ''}!` : `${['Hey', 'Hi'][variant % 2]}${called ? ` ${called}` : ''},`;
  // "Love you" only where it is said: to a partner, or to a parent or grandparent called by what the member calls them.
  const parent = slots.to.kind === 'outsider' && !slots.to.name && called !== null;
  const bye = slots.short || formal ? '' : type === 'couple' || parent ? ' Love you.' : '';
  return { hi, bye };
}

/** The message itself, from the slots. */
export function writeDraft(slots: DraftSlots, variant = 0): string {
  const type = slots.to.kind === 'connection' ? slots.to.c.relationshipType : slots.to.type;
  const { hi, bye } = frame(type, slots, variant);
  const soft = slots.tone === 'warmer';
  const work = type === 'professional' || slots.work;
  const e = slots.event;
  const lines: string[] = [];
  switch (slots.kind) {
    case 'apology':
      // With what was behind it ("your message meant a lot, I just didn't know how to say it"), the sorry is said once
      // and the rest is that: a string of apologies would bury it.
      lines.push(e && /^(?:for|about) /.test(e) ? `I'm sorry ${e}.` : e && /^I /.test(e) ? `I'm sorry ${e}.${slots.behind ? '' : " That wasn't fair to you."}` : e ? `I'm sorry. ${cap(e)}, and that wasn't fair to you.` : "I'm sorry about [what happened]. That wasn't fair to you.");
      if (slots.behind) lines.push(slots.behind);
      else if (!slots.short) lines.push(work ? "There's no excuse, and I'll make sure it doesn't happen again." : "I'm not going to make excuses. I understand if you're upset, and I'd like to make it right.");
      lines.push(work ? 'Is there anything I can do to put it right?' : slots.plan ? `Could we get ${slots.plan} back on this week?` : 'What would help?');
      break;
    case 'hurt':
      lines.push(`${soft ? 'I know you didn’t mean it, and ' : ''}I felt hurt when ${e ?? '[what happened]'}.`.replace(/^I know you didn’t mean it, and I/, 'I know you didn’t mean it, but I'));
      if (!slots.short) lines.push(soft ? "I'm not upset with you as a person, it just mattered to me." : "It mattered to me, and I'd rather tell you than let it sit.");
      lines.push(soft ? 'Could we talk about it when you have a moment?' : "I'm not looking for a fight. Can we talk about it?");
      break;
    case 'decline': {
      // Work words only for work: a no to a wedding is not about priorities, even to a boss.
      const workload = work && /\b(?:project|task|work|shift|deadline|overtime|meeting|report|job|extra|more)\b/i.test(e ?? '');
      lines.push(`${work && slots.work ? 'Quick heads-up: ' : ''}${e ?? "I can't make it this time"}.`.replace(/^Quick heads-up: I/, 'Quick heads-up: I'));
      if (!slots.short) lines.push(workload ? "I'd rather say so now than take it on and let it slip." : work ? 'Thank you for thinking of me.' : "I know that's not what you hoped to hear, and it's not because I don't care.");
      lines.push(workload ? 'Could we look at priorities together, or revisit it when this is done?' : work ? 'I hope it goes really well.' : type === 'family' ? 'Can we plan a call on the day, and find another time to see each other soon?' : 'Could we find another time that works?');
      break;
    }
    case 'thanks':
      lines.push(e && /^(?:for|about) /.test(e) ? `Thank you ${e.replace(/^about /, 'for ')}, it meant a lot.` : `I wanted to say thank you. ${e ? `${cap(e)}, and it` : 'What you did for me [fill in what they did]'} made a real difference.`);
      if (!slots.short) lines.push(work ? 'I appreciate it, and I owe you one.' : "I don't take it for granted.");
      break;
    case 'appreciate':
      lines.push(`I don't say it enough, but I really appreciate you.${e ? ` ${cap(e)}, and it means a lot.` : ''}`);
      if (!slots.short && !e) lines.push("Thank you for being there for me.");
      break;
    case 'checkin':
      lines.push(slots.short ? 'No need to reply properly, just thinking of you.' : "No pressure to reply or talk about anything, I've just been thinking of you.");
      lines.push('Fancy food or a walk this week? My treat, zero fuss.');
      break;
    case 'need':
      if (e && /^you /i.test(e)) lines.push(`${work ? 'Something small I wanted to raise' : "Something small that's started to bother me, and I'd rather say it now than let it build"}: ${e}.`);
      else lines.push(e ? `${cap(e)}.` : '[what you need, in one sentence].');
      // A need for room, said to someone close: that it is not about wanting less of them.
      if (!slots.short && e && /^I /.test(e) && !work && /\b(?:space|myself|alone|quiet|room|recharge|breather|time to myself)\b/i.test(e)) lines.push("It isn't about wanting less of you: a bit of time to myself is how I stay good company.");
      else if (!slots.short && e && /^I /.test(e)) lines.push(work ? "I'd rather say so early." : "I'd rather tell you now than let it build.");
      lines.push('Could we find something that works for both of us?');
      break;
  }
  const body = lines.join(' ');
  // After "Hi Sam," the message goes on in lower case, unless it starts with "I".
  return `${hi} ${hi.endsWith(',') && !/^I\b/.test(body) ? body.charAt(0).toLowerCase() + body.slice(1) : body}${bye}`;
}

// ------------------------------------------------------------------------------------------------ the check

/**
 * The first broken clause in a drafted text, or null: words pasted from a chat or a template that does not fit
 * them ("I'm sorry I my mum", "you's", "your but", "they gets", a word twice, the addressee greeted and then talked
 * about, lower-case "i", a question to the coach).
 */
export function brokenClause(text: string): string | null {
  const checks: RegExp[] = [
    /\bI (?:my|your|the|a|an|his|her|our|their|is|are|has|was been)\b/, // "I my mum", "I the"
    /\b(?:he|she|we) (?:my|your|the|a|an|our|their|are|were)\b/i,
    /\byou(?:'s| is| was| has| does)\b/i, // "you's been", "you is"
    /\bthey (?:gets|is|was|has|does|says)\b/i,
    /\b(?:your|my|his|her|their|our) (?:but|and|or|so|because|if|is|are|was|were|the|a|an)\b/i, // "your but"
    /\b(\p{L}+) \1\b/iu, // "for for"
    /^(?:Hey|Hi|Hello|Dear) (\p{L}+)[!,] \1\b/u, // "Hey Sam! Sam forgot"
    /(?:^|[^\p{L}'])i(?:'m|'d|'ve)?(?=[^\p{L}']|$)/u, // a lower-case "i", pasted
    // A request to the coach pasted into the words ("help me write"), not "it would help me plan" said to the person.
    /\b(?:can you|could you) (?:write|help|draft|make)\b|\bhelp me (?:write|draft|word|phrase|say|text|reply|respond|with (?:this|the|a) (?:text|message|email))\b|\bkeep it short\b|\bhow do i\b/i,
    /[.!?] [a-z]/, // a sentence that starts in lower case, pasted
    /\bI'm sorry I (?!(?:only |just |really |completely |totally |accidentally )?(?:\p{L}+(?:ed|t)\b|(?:forgot|was|said|told|took|made|broke|let|left|missed|did|didn't|wasn't|haven't|got|went|came|lost|shouted|yelled|snapped|ruined|put|kept|hurt)\b))\p{L}+/u,
  ];
  for (const re of checks) {
    const m = re.exec(text);
    if (m) return m[0];
  }
  return null;
}

/** The quoted message in an answer (the longest quotation), to check or to rewrite. */
export function quotedDraft(reply: string): string | null {
  return [...reply.matchAll(/"([^"\n]{20,})"/g)].map((m) => m[1]!).sort((a, b) => b.length - a.length)[0] ?? null;
}
