/**
 * "Write the text", "draft the slack message", "what do I text him", "what do I open with" later in a thread
 * (decision 091): the words are composed from the thread state, not from a template and not by pasting the request.
 * What the member asked the message to do ("suggesting we…", "asking him to…", "saying we're only…") is turned into
 * a sentence to the recipient ("How about we…?", "Could you…?"), the facts given in earlier turns that belong to it
 * (the price of the thing, the date of the event) are added, and the register asked for ("without it sounding
 * needy") adds one line. Null when there is nothing to write from: the older paths answer then.
 */
import type { CoachContext } from '../../context.js';
import { someoneIn, type Someone } from '../read/people.js';
import { escapeRe } from '../read/text.js';
import { threadState, type Fact, type ThreadState } from './threadstate.js';
import { scenarioOf } from './scenario.js';
import { TELL, WITHOUT } from '../compose/answers/messages.js';

/** A request for words to send or say. */
export const WORDS = /\b(?:write|draft|compose|type|word)(?: me| out| up)?(?: (?:the|a|an|my|that|this|one))?(?: [\p{L}-]+){0,2}? (?:text|txt|msg|message|slack|email|e-mail|reply|note|dm|whatsapp|it as a text)\b|\bwhat (?:do|should|can|could|would) i (?:say|text|send|write|open with|lead with|start with|message)\b|\bgive me (?:the )?(?:exact |actual )?(?:words|text|message)\b|\bhow do i (?:suggest|propose|ask|tell|pitch|word|phrase|say)\b/iu;

type Frame = 'suggest' | 'ask' | 'askFor' | 'say' | 'invite';

const FRAMES: Array<[RegExp, Frame]> = [
  [/\b(?:suggesting|proposing|to suggest|to propose|suggest|propose|pitch)(?: (?:that|this|it)(?= to\b))?(?: to (?:him|her|them|\p{L}+))?(?: that)? (.+)/iu, 'suggest'],
  [/\b(?:asking|to ask|ask) (?:him|her|them|(?!me\b|us\b)\p{L}+ )?(?:to|if (?:he|she|they) (?:can|could|would|will)) (.+)/iu, 'ask'],
  [/\b(?:asking|to ask|ask) (?:him|her|them|(?!me\b|us\b)\p{L}+ )?for (.+)/iu, 'askFor'],
  // "he keeps inviting me every monday" is his invitation, not one the member's message makes.
  [/\b(?:inviting|to invite|invite) (?:him|her|them|(?!me\b|us\b)\p{L}+) (?:to )?(.+)/iu, 'invite'],
  [/\b(?:saying|to say|telling (?:him|her|them|\p{L}+)(?: that)?|tell (?:him|her|them|\p{L}+) that|letting (?:him|her|them|\p{L}+) know(?: that)?|that says|explaining(?: that)?) (.+)/iu, 'say'],
];
/** Where the content of a request stops and the member's instructions about it begin. */
const STOP = /\s+(?:without|so (?:it|that|he|she|they|i)\b|in a way|but (?:not|don'?t|without|nicely|kindly)|and make it|keep it|not too|lol|pls|please)\b|[.!?](?:\s|$)|,\s*(?:but|so|and (?:keep|make)|not|no|nothing|he'?s|she'?s|they'?re|since|as|because|bc|short|brief|warm|casual|friendly)\b|\s+-\s/i;

const SPOKEN: Array<[RegExp, string]> = [
  [/\s*\+\s*/g, ' and '], [/\s&\s/g, ' and '], [/\bw\/\s?/gi, 'with '], [/\bw (?=\p{L})/giu, 'with '],
  [/\b(?:like|about|roughly|around) (?=\d)/gi, ''], [/\b(?:lol|haha|tbh|kinda|pls)\b\s*/gi, ''],
  [/\bconvo\b/gi, 'conversation'], [/\bwanna\b/gi, 'want to'], [/\bgonna\b/gi, 'going to'], [/\bmsg\b/gi, 'message'], [/\bmust haves\b/gi, 'must-haves'], [/\bu\b/g, 'you'],
  [/(\d[\d,]*)\s?\/\s?mo\b/gi, '$1 a month'], [/\bi\b/g, 'I'], [/\bi'(m|d|ll|ve)\b/g, "I'$1"], [/\bim\b/g, "I'm"],
];

const DAYS = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)(s?)\b/gi;

/** The member's words, said to the recipient: their pronouns become "you", fillers go, days get capitals. */
export function toThem(clause: string, p: Someone | null): string {
  let out = clause.trim();
  for (const [re, to] of SPOKEN) out = out.replace(re, to);
  const name = p?.kind === 'connection' ? p.c.firstName : p?.name;
  if (name) out = out.replace(new RegExp(`\\b${name}'s\\b`, 'gi'), 'your').replace(new RegExp(`\\b${name}\\b`, 'gi'), 'you');
  out = out
    .replace(/\b(?:he|she|they) (is|was|has|does|goes)\b/gi, (_, v: string) => `you ${({ is: 'are', was: 'were', has: 'have', does: 'do', goes: 'go' } as Record<string, string>)[v.toLowerCase()]}`)
    .replace(/\b(?:he|she) (\p{L}+?)s\b/giu, 'you $1')
    .replace(/\b(?:he|she|they)(?:'s| is)\b/gi, "you're")
    .replace(/\b(?:he|she|they)\b/gi, 'you')
    .replace(/\b(?:his|their)\b/gi, 'your')
    .replace(/\bher(?= (?!to\b|and\b|for\b|that\b|if\b|about\b|know\b)\p{L})/giu, 'your')
    .replace(/\b(?:him|her|them)\b/gi, 'you')
    .replace(/\b(?:himself|herself|themselves)\b/gi, 'yourself');
  return out.replace(DAYS, (_, d: string, s: string) => `${d.charAt(0).toUpperCase()}${d.slice(1).toLowerCase()}${s}`).replace(/\s+/g, ' ').replace(/[,;:\s]+$/, '');
}

/**
 * Words a clause cannot end on: it was cut mid-phrase ("cut to 12 without", "come round before"). Not "on", "up",
 * "her" or "is", which end whole phrases ("carry on", "call her", "how kind she is").
 */
const DANGLING = /\s+(?:without|with|to|for|of|at|by|from|into|onto|before|until|till|than|and|or|but|nor|because|if|like|as|the|a|an|my|your|their|our|will|would|can|could|should)$/i;

/** The ask made whole: dangling words cut from its end; null when too little is left to be an ask. */
export function wholeAsk(clause: string): string | null {
  let out = clause.trim().replace(/[,;:\s-]+$/, '');
  for (let prev = ''; prev !== out; ) {
    prev = out;
    out = ` ${out}`.replace(DANGLING, '').trim().replace(/[,;:\s-]+$/, '');
  }
  return out.split(/\s+/).filter(Boolean).length >= 2 ? out : null;
}

/** "What if we do 3 days instead?", "maybe we could alternate": a proposal the member made, for "pitch that". */
const PROPOSAL = /\b(?:what if|how about|maybe|perhaps) we (?:could |should )?([^?.!]+)/i;

/** "Proposing that split", "pitch that", "suggest it": the request points back rather than saying what. */
const POINTER = /^(?:that|this|it|the|my|our)(?: [\p{L}-]+)?$/iu;

/** What the request asks the message to do, and its content, cut where the member's instructions begin. */
function contentOf(message: string, state: ThreadState): { frame: Frame; clause: string } | { pointer: true; proposal: string | null } | null {
  // The pointer may be followed by how to send it ("proposing the split, he's in Berlin so async").
  const m = /\b(?:suggesting|proposing|suggest|propose|pitch)(?: to (?:him|her|them|\p{L}+))? ((?:that|this|it|the|my|our)(?: [\p{L}-]+)?)(?: to (?:him|her|them|\p{L}+))?(?:[?.!]*$|\s*(?:,|\s-|;)\s)/iu.exec(message.trim());
  if (m && POINTER.test(m[1]!)) {
    const proposal = [message, ...[...state.said].reverse()].map((t) => PROPOSAL.exec(t)?.[1]).find(Boolean);
    return { pointer: true, proposal: proposal ? `we ${proposal.trim()}` : null };
  }
  return framed(message);
}

function framed(message: string): { frame: Frame; clause: string } | null {
  const after = message.replace(/^[^]*?\b(?:text|txt|msg|message|slack|email|e-mail|reply|note|dm|whatsapp)\b/i, '');
  for (const place of [after, message]) {
    // The frame said first wins: "asking her to suggest edits" asks, it does not suggest.
    const found = FRAMES.map(([re, frame]) => ({ m: re.exec(place), frame }))
      .filter((f): f is { m: RegExpExecArray; frame: Frame } => !!f.m)
      .sort((a, b) => a.m.index - b.m.index);
    for (const { m, frame } of found) {
      const clause = m[1]!.split(STOP)[0]!.trim();
      if (clause.split(/\s+/).length >= 2) return { frame, clause };
    }
  }
  return null;
}

/** "Hey Theo", "Hi Mum", "Hi all": how the message opens, for who it is to. */
function greeting(to: Someone | 'group' | null): string {
  if (to === 'group') return 'Hi all';
  if (!to) return 'Hey';
  if (to.kind === 'connection') return `Hey ${to.c.firstName}`;
  if (to.name) return `Hey ${to.name}`;
  const role = to.role?.toLowerCase() ?? '';
  if (to.mine && /^(?:mum|mom|mam|mother)$/.test(role)) return 'Hi Mum';
  if (to.mine && /^(?:dad|father)$/.test(role)) return 'Hi Dad';
  return /\b(?:boss|manager|landlord|teacher|colleague)\b/.test(role) ? 'Hi' : 'Hey';
}

/** The recipient: a group or someone named in the request ("the message to Priya"), else the thread's person. */
function recipient(ctx: CoachContext, message: string, state: ThreadState): Someone | 'group' | null {
  if (/\b(?:to|tell|text|message) (?:the|my|our) (?:team|group|class|group chat|everyone|family chat)\b|\bto everyone\b/i.test(message)) return 'group';
  const named = /\b(?:to|tell|text|message|for) ((?:my )?[\p{L}'-]+(?: [\p{L}'-]+)?)/iu.exec(message.replace(WORDS, ''))?.[1];
  const there = named && !/^(?:him|her|them|me|you|it|say|the|a)\b/i.test(named) ? someoneIn(named, ctx) : null;
  return named_(there ?? someoneIn(message, ctx) ?? state.person, state.said);
}

/** "my flatmate leo keeps…": a name written in lower case after the role, when a verb follows it. */
function named_(p: Someone | null, said: string[]): Someone | null {
  if (p?.kind !== 'outsider' || p.name || !p.role) return p;
  const m = new RegExp(`\\bmy ${escapeRe(p.role)} (\\p{Ll}{3,10}) (?:keeps|is|has|was|said|says|wants|asked|never|always|just|and|who|does|did|won'?t|doesn'?t|isn'?t|leaves|left)\\b`, 'iu').exec(said.join('\n'));
  return m ? { ...p, name: `${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1)}` } : p;
}

/** One line for the register asked for ("without it sounding like I'm dissing his work", "not needy"). */
function register(text: string): { lead?: string; close?: string } {
  // Someone far away or busy, asked in writing: no call needed (round 18: "he's in Berlin so async").
  if (/\basync\b|\bno (?:call|meeting)\b|\bwithout a (?:call|meeting)\b/i.test(text)) return { close: 'No need for a call: reply here whenever it suits you.' };
  // Not defensive about feedback on the member's own work: thanks for the time first; else only a light close.
  if (/\bnot (?:defensive|accusatory|passive[- ]aggressive|confrontational)\b|\bwithout (?:sounding|being) (?:defensive|accusatory)\b/i.test(text)) {
    return /\b(?:sent back|reviewed|marked up)\b|\b(?:comments|feedback|notes) on my\b|\bmy [\p{L} ]{1,20} with (?:like |about )?\d+ (?:comments|notes)\b/iu.test(text)
      ? { lead: 'Thanks for taking the time to go through it properly.' }
      : { close: 'No big deal at all, it just helps me.' };
  }
  if (/\b(?:diss|criticis|criticiz|attack|insult|slag|trash)\w* (?:his|her|their|your) (?:work|effort|slides|idea|plan)/i.test(text)) return { lead: "Thanks for all the work you've put into this, there's a lot of good stuff in it." };
  if (/\b(?:not bothered|not (?:that )?interested|don'?t care|not keen|lukewarm|half[- ]hearted)\b/i.test(text)) return { close: "I'm really looking forward to it." };
  if (/\b(?:needy|clingy|desperate|too keen|pushy|intense)\b/i.test(text)) return { close: 'No rush at all.' };
  if (/\b(?:about (?:her|him|them)|personal(?:ly)?)\b/i.test(text)) return { close: "This isn't about you at all." };
  if (/\b(?:don'?t want (?:you|him|her|them)|wanting less|rejection|push(?:ing)? (?:him|her|them) away|get(?:ting)? away from)\b/i.test(text)) return { close: "It isn't about wanting less of you." };
  if (/\b(?:complain\w*|nag\w*|harsh|mean to (?:her|him|them)|guilt\w*|cry|upset (?:her|him|them))\b/i.test(text)) return { close: 'No pressure, I just wanted to ask.' };
  return {};
}

/** "41 slides" said before, "cut to 12" now: the number keeps its thing ("12 slides"). */
function withUnits(clause: string, facts: Fact[]): string {
  return clause.replace(/\b(to|down to) (\d+)\b(?! ?[\p{L}%])/u, (all, to: string, n: string) => {
    const unit = facts.find((f) => f.kind === 'count' && /^\d+ /.test(f.text))?.text.replace(/^\d+ /, '');
    return unit ? `${to === 'to' && /\bcut\b/i.test(clause) ? 'it down to' : to} ${n} ${unit}` : all;
  }).replace(/\bcut it down to it down to\b/, 'cut it down to').replace(/\bcut to\b(?= it down)/, 'cut');
}

/** A price said with the thing it is for ("a wall hook is about £25"), added where the words name that thing. */
function priced(body: string, state: ThreadState): string {
  let out = body;
  for (const f of state.facts) {
    if (f.kind !== 'money' || out.includes(f.text)) continue;
    const before = new RegExp(`([\\p{L}-]{4,})(?: (?:is|are|costs?|would be|will be|comes to))(?: (?:about|around|roughly|like))? ${escapeRe(f.text)}`, 'iu').exec(f.sentence)?.[1];
    if (before && new RegExp(`\\b${before}\\b`, 'i').test(out)) out = out.replace(new RegExp(`\\b(${before})\\b`, 'i'), `$1 (about ${f.text})`);
  }
  return out;
}

/** The event a date belongs to in an earlier turn ("the team quiz on March 3"), when the words leave it out. */
function occasion(body: string, state: ThreadState, message: string): string | null {
  for (const f of state.facts) {
    if (f.kind !== 'date' || body.includes(f.text) || message.toLowerCase().includes(f.text.toLowerCase())) continue;
    const [a, b] = f.text.split(' ');
    const when = `(?:${a}(?:st|nd|rd|th)? ${b}|${b} ${a}|${(b ?? '').slice(0, 3)} ${a}|${a} ${(b ?? '').slice(0, 3)}|${(a ?? '').slice(0, 3)} ${b})`;
    const m = new RegExp(`\\b(the|our|my) ((?:[\\p{L}'-]+ ){0,3}[\\p{L}'-]+) on ${when}\\b`, 'iu').exec(f.sentence);
    if (m && !/\b(?:i|we|he|she|they|together)\b/i.test(m[2]!)) return `${m[1]!.toLowerCase() === 'my' ? 'the' : m[1]!.toLowerCase()} ${m[2]!.toLowerCase()} on ${f.text}`;
  }
  return null;
}

/** The piece of work the thread is about ("my client deck", "our shared doc"), from its first message, or null. */
function threadObject(state: ThreadState): string | null {
  const first = state.said[0] ?? '';
  return /\b((?:my|our|the) (?:[\p{L}-]+ ){0,2}(?:deck|doc|document|slides|presentation|report|proposal|draft|code|pr|design|spreadsheet|plan|pitch|review))\b/iu.exec(first)?.[1]?.toLowerCase() ?? null;
}

/** The sentence the words are built on: the request's own content, else what the state settled. */
function bodyOf(ctx: CoachContext, message: string, state: ThreadState, to: Someone | 'group' | null): string | null {
  const person = to === 'group' ? null : to;
  const found = contentOf(message, state);
  if (found && 'pointer' in found) {
    // A proposal the member made wins; else the words the coach last drafted for it, to this person.
    if (found.proposal) return `How about ${toThem(found.proposal, person)}?`;
    const last = state.lastDraft?.replace(/^(?:Hey|Hi|Hello)(?: [\p{L}]+)?[,!]\s*/u, '');
    return last ? `${last.charAt(0).toUpperCase()}${last.slice(1)}` : null;
  }
  // A clause that cannot be made whole is not reworded: the ask the thread parsed says it instead.
  // "A 1:1 about it": the "it" is what the thread began with ("my client deck"), said so the message stands alone.
  const about = found && !('pointer' in found) && /\babout (?:it|this|that)$/i.test(found.clause) ? threadObject(state) : null;
  if (found && about) found.clause = found.clause.replace(/\babout (?:it|this|that)$/i, `about ${about}`);
  const whole = found ? wholeAsk(found.clause) : null;
  if (found && !whole && state.asked) return `Could I ask you for ${toThem(state.asked, person)}?`;
  const asked = found && whole ? { ...found, clause: whole } : null;
  if (asked) {
    const made = wholeAsk(priced(withUnits(toThem(asked.clause, person), state.facts), state));
    if (!made) return null;
    const clause = made;
    const event = asked.frame === 'say' ? null : occasion(clause, state, message);
    const forIt = event ? `, for ${event}` : '';
    switch (asked.frame) {
      case 'suggest':
        return /^(?:we|I|you)\b/.test(clause) ? `How about ${clause}${forIt}?` : `How about ${clause.replace(/^(?:that )?/, '')}${forIt}?`;
      case 'ask':
        return `Could you ${clause}${forIt}?`;
      case 'askFor':
        // "asking for one evening a week that's just us": something for both, asked as such.
        return /\b(?:us|we|together|both)\b/i.test(clause) ? `Could we have ${clause}${forIt}?` : `Could I ask you for ${clause}${forIt}?`;
      case 'invite':
        return `Would you like to come to ${clause.replace(/^(?:come to |to )/, '')}${forIt}?`;
      case 'say':
        return `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
    }
  }
  // "I told him I'd come after dinner, maybe 9:30": the promise, said to them.
  const told = /\bi (?:told|said to|promised|texted) (?:him|her|them|[\p{L}]+) (?:that )?i'?d ([^.!?]+?)(?=[.!?]|\s+(?:what|how|and what|so)\b|$)/iu.exec([message, ...[...state.said].reverse()].join('. '))?.[1];
  if (told) return `I'll ${toThem(told, person).replace(/\bmaybe (?=\d)/, 'around ')}.`;
  // Asked for something and got a yes: the words tell others what is now settled.
  if (state.asked && state.answer?.verdict === 'yes') {
    const limit = state.answer.limit ? ` ${toThem(state.answer.limit, person)}` : '';
    const why = /\bso (?:that )?i can ([^,.!?]+)/i.exec(state.said.join('. '))?.[1];
    return `Quick heads-up: I'll have ${toThem(state.asked, person)}${limit}${why ? `, so I can ${toThem(why, person)}` : ''}.`;
  }
  // "how do I tell mum I want help this year without her getting offended": the member's own sentence is the words,
  // and wins over what someone else asked of them earlier in the thread; the worry about how it lands stays out.
  const earlier = [...state.said].reverse();
  for (const said of [message, ...earlier]) {
    const own = TELL.exec(said)?.[1]?.replace(WITHOUT, '').trim();
    if (own && own.split(/\s+/).length >= 3) return `${capitalFirst(toThem(own, person))}.`;
  }
  // A situation the draft reader already understands (an apology, a hurt, a need) keeps its own words (decision 082).
  if (scenarioOf(ctx, message).slots?.event) return null;
  // The member's own act that hurt them ("i went quiet and she called me cold"): the words open with sorry.
  for (const said of earlier) {
    const act = OWN_ACT.exec(said);
    if (!act) continue;
    const day = /\bon (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i.exec(said)?.[1];
    const upset = /\b(?:she|he|they) (?:was|were|got) (?:upset|worried|stressed|scared) about ([^,.!?]+?)(?= and\b|[,.!?]|$)/i.exec(said)?.[1];
    const when = `${day ? ` on ${toThem(day, person)}` : ''}${upset ? ` when you were upset about ${toThem(upset, person)}` : ''}`;
    return `I'm sorry I ${toThem(act[1]!, person)}${when}. You matter to me, and I'd like to hear how it was for you.`;
  }
  // "She wants me to be godfather to her baby": the words open on what they asked. When the member has said no to it
  // ("I really don't want to go"), the words are a kind no, not an offer to talk it through.
  const refusing = [message, ...earlier].some((s) => REFUSE.test(s));
  for (const said of earlier) {
    const asked = /\b(wants|asked|has asked|is asking|invited) me to ([^,.!?]+?)(?= and (?:i|i'm)\b| but\b|[,.!?]|$)/i.exec(said);
    if (!asked) continue;
    const what = toThem(asked[2]!, person);
    const verb = /invited/i.test(asked[1]!) ? 'inviting me to' : 'asking me to';
    if (refusing) return `Thanks so much for ${verb} ${what}. I'm going to sit this one out, but I hope it's a good one.`;
    return `I've been thinking about you ${verb} ${what}, and I want to talk it through properly.`;
  }
  return null;
}

/** The member's own no to what was asked: "I really don't want to go", "I can't make it", "I'd rather skip it". */
const REFUSE = /\bi (?:really |just |honestly )?(?:don'?t|do not|dont) (?:want|feel like|fancy) (?:to )?(?:go|come|join|do it|be there)\b|\bi (?:can'?t|cannot|cant|won'?t) (?:make it|go|come|join)\b|\bi'?d rather (?:not|skip)\b/i;

const capitalFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the member did that the other took badly: "I went quiet", "I snapped at her", "I forgot her birthday". */
const OWN_ACT = /\bi (went (?:quiet|silent|cold|off)|snapped(?: at (?:him|her|them))?|shouted(?: at (?:him|her|them))?|forgot [^,.!?]+?|missed [^,.!?]+?|pointed out [^,.!?]+?|was (?:short|rude|harsh|cold|late) ?[^,.!?]*?)(?= and\b| but\b|[,.!?]|$)/i;

/**
 * The member's latest earlier request that said what the words should do ("write a text to Maya asking for…"), with
 * the history before it, so a later "shorter" or "warmer" can rebuild the words from it rather than from the last
 * text, which may have been worded badly.
 */
export function spelledOutRequest(ctx: CoachContext, message: string): { ctx: CoachContext; request: string } | null {
  for (let i = ctx.history.length - 1; i >= 0; i--) {
    const t = ctx.history[i]!;
    if (t.role !== 'user' || t.content.trim() === message.trim()) continue;
    if (WORDS.test(t.content) && framed(t.content)) return { ctx: { ...ctx, history: ctx.history.slice(0, i) }, request: t.content };
  }
  return null;
}

export function wordsFromState(ctx: CoachContext, message: string): string | null {
  const text = message.trim();
  if (!WORDS.test(text) || text.split(/\s+/).length > 45) return null;
  const state = threadState(ctx, message);
  const to = recipient(ctx, message, state);
  const body = bodyOf(ctx, message, state, to);
  if (!body) return null;
  const tone = register([message, ...state.said].join(' '));
  const hello = greeting(to);
  // Less than they hoped for ("we're only coming for 3 days", "I can't…"): said kindly, once.
  const less = /\b(?:only|can'?t|won'?t|not)\b/i.test(body) && !/\?$/.test(body);
  const close = tone.close ?? (/\?$/.test(body) ? 'Let me know what you think.' : to === 'group' ? 'Thanks, all!' : less ? "I hope that's okay, and I'm really looking forward to seeing you." : '');
  const first = tone.lead ?? body;
  const opening = /^I\b/.test(first) ? first : `${first.charAt(0).toLowerCase()}${first.slice(1)}`;
  const words = [`${hello}, ${opening}`, tone.lead ? body : '', close].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  // "How do I tell / pitch / suggest…": the words, with the two things that make them land.
  const how = /\bhow do i (?:suggest|propose|ask|tell|pitch|word|phrase|say)\b/i.test(text);
  const tips = how ? ['- Say it early and in one go, then stop and let them answer.', ...(/\d/.test(body) ? ['- Keep the numbers exact; a vague offer invites pushback.'] : [])].join('\n') : null;
  const again = state.lastDraft && state.lastDraft.replace(/\W/g, '') === words.replace(/\W/g, '');
  const who = to === 'group' ? 'them' : to?.kind === 'connection' ? to.c.firstName : to?.name ?? 'them';
  const spoken = /\b(?:open with|say|call|in person|tonight at|over dinner)\b/i.test(text) && !/\b(?:text|msg|message|slack)\b/i.test(text);
  const intro = again ? 'Here it is again, ready to paste:' : `${spoken ? 'You could say' : `Here's a message you could send ${who}`}:`;
  return [tips ? `${intro.replace(/:$/, '')}, in your words:` : intro, `"${words}"`, tips, spoken ? 'Then stop and let them answer.' : again ? 'Want it shorter, or warmer?' : 'Want it shorter, or warmer?'].filter(Boolean).join('\n\n');
}
