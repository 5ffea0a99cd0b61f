/**
 * A message whose words the member gives: "a text to my mom saying we won't be at hers for Christmas", "how do I tell
 * Maya that her long voice messages are a lot for me", "what do I text my landlord to say the heating has been broken
 * for 5 days". What is said is the member's own clause, turned to the person it goes to ("hers" → "yours"); what the
 * message does (a no, a limit of the member's, a practical ask) is read from that clause; and the rest of the message gives a
 * reason to keep ("We're doing Sam's family this time") and how it may land ("she's going to take it badly"), which
 * shapes the words but is never pasted into them. A later turn reads the thread's request again instead of keeping
 * state; compose/answers/dictated.ts writes the words.
 */
import type { CoachContext } from '../../context.js';
import { personMeant, someoneIn, typeOf, type Someone } from './people.js';
import { spokenTo } from './understand.js';
import { lower } from './text.js';

export type DictatedKind = 'no' | 'limit' | 'ask';

export interface Dictated {
  to: Someone;
  kind: DictatedKind;
  /** What is said, from the member to them, without an end mark: "we won't be at yours for Christmas this year". */
  said: string;
  /** A plain fact of the member's own that explains it, as a sentence: "We're doing Sam's family this time." */
  reason: string | null;
  /** "I care about her" said to them: "I care about you". */
  care: string | null;
  /** The member fears it will land badly (taken personally, read as defensive, a sulk). */
  fragile: boolean;
  /** A text, an e-mail or a work chat: the register of the words. */
  medium: 'text' | 'email' | 'work';
  /** What it is about, for the alternative a no offers: a holiday or occasion, money, or time asked of the member. */
  about: 'occasion' | 'plan' | 'money' | 'time' | null;
  /** What the member offers instead, as a sentence to them ("Could we do every other week instead?"), when they said it. */
  offer: string | null;
  /** The member does not want it taken as being about them: the message says so. */
  notAbout: boolean;
}

/** "…, maybe every other week", "…, 4 days max", "… but I can do the 24th": the offer, apart from the no. */
function offerOf(clause: string): { said: string; offer: string | null } {
  const maybe = /,?\s+(?:but )?(?:maybe|perhaps|how about|what about|and (?:suggest(?:ing)?|propos(?:e|ing)|offer(?:ing)?)(?: we| to)?)\s+(.+)$/i.exec(clause);
  if (maybe) {
    const what = maybe[1]!.replace(/\s+instead$/i, '');
    return { said: clause.slice(0, maybe.index), offer: /^(?:every|a|an|the|next|this|one|two|\d)/i.test(what) ? `Could we do ${what} instead?` : `Could we ${what} instead?` };
  }
  const max = /,?\s+(\d+|one|two|three|four|five|six|seven) (days?|nights?|hours?|weeks?|weekends?) (?:max|tops|at most)$/i.exec(clause);
  if (max) return { said: clause.slice(0, max.index), offer: `I can do ${max[1]} ${max[2]}, though.` };
  const can = /,?\s+but (i (?:can|could|'?ll|will|'?d love to|'?m happy to)\b.+)$/i.exec(clause);
  if (can) return { said: clause.slice(0, can.index), offer: `${can[1]!.charAt(0).toUpperCase()}${can[1]!.slice(1)}.` };
  return { said: clause, offer: null };
}

/** The person a request names: "him", "my mom", "my little sister", "Sam"; never "my manager i" ("i" starts the clause). */
const PERSON = String.raw`(?:him|her|them|my (?:\p{L}+ )?(?!(?:i|we|it|that)\b)\p{L}+|\p{L}+)`;
/** "a text to X saying …", "write my boss an email telling him …", "what do I text Sam to say …". */
const ASKED = new RegExp(
  String.raw`\b(?:write|draft|word|compose|send|need|want|help me (?:write|word|draft|with)|what (?:do|should|can) i (?:text|message|write|send)|(?:can|could) (?:you|u) (?:write|draft|do))\b[^.?!]{0,60}?\b(?:saying|telling ${PERSON}(?: that)?|to say(?: that)?|to tell ${PERSON}(?: that)?|that says|letting ${PERSON} know(?: that)?|to let ${PERSON} know(?: that)?)\s+(.+?)(?=[.?!]\s|[.?!]*$)`,
  'iu',
);
/** "how do I tell Maya that her messages…", "help me tell my sister I can't…": the clause after the person. */
const TELL = new RegExp(
  String.raw`\b(?:how (?:do|can|should|would) i|help me|i need to|i have to|i want to) (?:tell|let) ${PERSON}(?: know)? (?:that )?((?:i|i'm|i'll|i've|we|we're|we'll|her|his|their|it|it's|the|my|our)\b.+?)(?=[?.!]\s|[?.!]*$)`,
  'iu',
);
/** Words about the words, not words to send: a clause that holds them is no message. */
const META = /\b(?:without (?:sounding|seeming|making|hurting|upsetting|it)|help me|can you|could you|write|draft|how do i|what do i|in a (?:nice|kind|gentle) way|nicely|lol|tbh|idk)\b/i;

const NO = /\b(?:won'?t|can'?t|cannot|can not|not going to|am not|'m not|are not|aren'?t|will not|not be|not able to|unable to) (?:be (?:at|there|coming|joining|home|hosting)|make|come|coming|go|going|join|host|hosting|lend|give|do|help|afford|take|cover|attend|visit|stay|spend)\b|\bno longer\b|\bhave to (?:cancel|pull out|skip)\b/i;
const LIMIT = /\b(?:(?:a (?:bit )?|too )?(?:a lot|much) for me|draining|exhausting|overwhelming|too much|need (?:some )?(?:space|time to myself|a break|more notice)|(?:please )?stop\b|don'?t (?:want|like) (?:it )?when|not ok(?:ay)? (?:with|for me)|uncomfortable|crossed a line)\b/i;
const ASK = /\b(?:fixed|repaired|sorted out|broken|isn'?t working|doesn'?t work|stopped working|refund|deposit|invoice|pay(?: me)? back|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the end of)|still (?:broken|waiting))\b/i;
/** Where the member's clause stops being the words to send: a condition on how it lands, or a thought of their own. */
const CONDITION = /\s+(?:without|in a way|so (?:that|it|she|he|they)|but (?:idk|i don'?t know|not sure|i'?m not sure|how)|because i'?m (?:scared|worried|afraid)|lol|haha)\b.*$/i;

/** The kind of thing a no is about, for the alternative it offers. */
export function aboutOf(text: string): Dictated['about'] {
  if (/\b(?:christmas|xmas|easter|thanksgiving|diwali|eid|hanukkah|new year|birthday|bday|wedding|holiday|holidays|reunion|home for)\b/.test(text)) return 'occasion';
  if (/\b(?:party|dinner|lunch|brunch|visit|weekend|trip|hike|walk|drinks|plans?|gig|concert|game|match|show|class|date|movie|film|coffee|meet-?up)\b/.test(text)) return 'plan';
  if (/\b(?:money|lend|loan|pay|cash|\$|£|€|rent|afford)\b/.test(text)) return 'money';
  if (/\b(?:call|calls|messages?|voice notes?|texts?|every (?:night|evening|day|morning)|shifts?|hours|extra work|workstream|project)\b/.test(text)) return 'time';
  return null;
}

/** Sentences of the message other than the one that asks, in order. */
function otherSentences(message: string, asked: string): string[] {
  return (message.match(/[^.!?\n]+[.!?]*/g) ?? []).map((s) => s.trim()).filter((s) => s && !s.includes(asked.slice(0, 24)));
}

/** A plain fact of the member's own ("We're doing Sam's family this time."), never a feeling about them or a question. */
function reasonIn(sentences: string[]): string | null {
  const fact = sentences.find(
    (s) =>
      /^(?:we(?:'re| are| have| had|'ve|'ll| will)?|i(?:'m| am|'ve| have| had|'ll)|it'?s|it is|my|our)\b/i.test(s) &&
      !/\?$/.test(s) &&
      !META.test(s) &&
      !/\b(?:she|he|they|her|him|them)\b/i.test(s) &&
      !/\b(?:feel|felt|worried|scared|nervous|afraid|anxious|hate|bad at|don'?t want|do not want|not sure|no idea|care about|love)\b/i.test(s) &&
      s.split(/\s+/).length <= 16,
  );
  if (!fact) return null;
  const said = spokenTo(fact).replace(/\s+/g, ' ').replace(/[.!]*$/, '.');
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** "I care about her", "I love him to bits": what the member feels for them, said to them. */
function careIn(sentences: string[]): string | null {
  const m = sentences.map((s) => /\bi (?:really |do |genuinely )?(care about|love|adore|appreciate) (?:her|him|them)\b/i.exec(s)).find(Boolean);
  return m ? `I ${m[1]!.toLowerCase()} you` : null;
}

/** Reads a message that dictates the words to send; null when it gives none, or no one to send them to. */
export function readDictated(ctx: CoachContext, message: string): Dictated | null {
  const explicit = ASKED.exec(message);
  const told = explicit ? null : TELL.exec(message);
  const asked = explicit ?? told;
  if (!asked) return null;
  const clause = asked[1]!.replace(CONDITION, '').trim().replace(/[,;:\s]+$/, '');
  const words = clause.split(/\s+/).length;
  if (words < 3 || words > 30 || META.test(clause)) return null;
  // The person is the one the request names ("tell Sam", "a text to my mom"), not the first one the story does.
  const to = someoneIn(asked[0].slice(0, asked[0].length - asked[1]!.length), ctx) ?? personMeant(message, ctx);
  if (!to) return null;
  const text = lower(message);
  const { said: own, offer } = offerOf(clause.replace(/^that /i, ''));
  const said = spokenTo(own).replace(/\s+/g, ' ');
  const kind: DictatedKind | null = NO.test(said) ? 'no' : LIMIT.test(said) ? 'limit' : ASK.test(said) ? 'ask' : null;
  // News, feedback on their work, love said: the answers that know those situations word them (written.ts, messages.ts).
  if (!kind) return null;
  // "How do I tell Maya her messages are a lot for me": their thing as the subject only for a limit of the member's.
  if (told && /^(?:her|his|their)\b/i.test(clause) && kind !== 'limit') return null;
  const rest = otherSentences(message, asked[0]);
  const type = typeOf(to);
  // A no at work is answered by the guidance that knows workloads and priorities (content/guidance.ts).
  if (kind === 'no' && type === 'professional') return null;
  const medium = /\b(?:slack|teams)\b/.test(text) || type === 'professional' ? 'work' : /\be-?mail\b/.test(text) ? 'email' : 'text';
  return {
    to,
    kind,
    said,
    reason: kind === 'limit' ? null : reasonIn(rest),
    care: careIn(rest),
    fragile: /\b(?:take it (?:badly|personally|the wrong way|hard)|be (?:upset|hurt|offended|crushed|devastated)|read (?:it|anything|this) as|get defensive|sulk|guilt|cry|freak out|blow up|overthink)\b/.test(text),
    medium,
    about: aboutOf(lower(said)) ?? aboutOf(text),
    offer: offer ? spokenTo(offer) : null,
    notAbout: /\b(?:think|feel) (?:it'?s|this is|it is) (?:about|because of) (?:her|him|them)\b|\btake it personally\b/.test(text),
  };
}
