/**
 * The general composer (issue 29, item 6): when no library entry's situation is really in the message
 * (read/defining.ts), the answer is made from what the message itself says rather than from a neighbour's template.
 * It names the member's situation (the person as themselves with their role, what happened, the feeling, what they
 * want), gives two or three concrete steps fitted to the kind of relationship and to what the message shows (a
 * pattern, a favour, a decision made without them, a fear of a row, shared things after an ending, being right but
 * tactless), uses the member's own results only where one bears on it, and writes words with one clear [blank] only
 * when words were asked for.
 */
import { LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { CoachContext } from '../../context.js';
import { askPart } from '../read/ask.js';
import { creditTaken, didFavour, fearsFight, longAgo, ownPattern, scheduledTime, wasRight } from '../read/defining.js';
import { calledIn, nameOf, someoneIn, type Someone } from '../read/people.js';
import { withKindOf } from '../read/predicament.js';
import { lower } from '../read/text.js';
import { BLANK_NOTE } from './answers/sendable.js';

type Kind = 'partner' | 'ex' | 'parent' | 'sibling' | 'family' | 'friend' | 'work' | 'home' | 'other';

/** Steps that fit each kind of relationship, whatever the situation ({who} is the person as the member calls them). */
const STEPS: Record<Kind, string[]> = {
  partner: [
    'Pick a calm moment when neither of you is tired or rushing out, and start with what you both want (a good home, time together), not with what went wrong.',
    'Say it as your experience in a sentence or two ("I felt left out of that decision"), then ask {who} how it looks from their side before proposing anything.',
    'End with one concrete agreement for next time, small enough to keep, and check in on it in a week or two.',
  ],
  ex: [
    'Keep contact with {who} to the practical things, by message where you can, so each exchange is logistics rather than a conversation about the relationship.',
    'Agree how handovers go (a set day, a set place, ten minutes) and keep to it even on the days one of you wants to talk.',
    'Lean on a friend for the feelings that come up around each contact; they are normal, and they are easier to carry when {who} is not the one you process them with.',
  ],
  parent: [
    'Choose a quiet one-to-one moment, not in front of the rest of the family, and open with the care you know is behind it.',
    'Ask for one specific change in a sentence, and say what you will do if it happens again, kindly and the same way every time.',
    'Expect to repeat it: a parent\'s habit of years usually shifts after the second or third gentle reminder, not the first.',
  ],
  sibling: [
    'Talk to {who} directly and privately rather than through your parents, and start from what you want for the two of you.',
    'Be concrete about the one thing you want to change, and leave the old history out of this conversation.',
    'Agree what each of you will do next, so it is not left to whoever cares most.',
  ],
  family: [
    'Pick one calm, private moment with {who} rather than raising it in front of everyone.',
    'Say what you appreciate, then the one thing you want to change, in a sentence each.',
    'Decide in advance what you will do if it happens again, so you are not improvising in the moment.',
  ],
  friend: [
    'Tell {who} directly, in person or by voice if you can, rather than letting it show as distance.',
    'Say what happened and how it landed for you without a verdict on them, and ask how it looked from their side.',
    'Suggest one next step together, so the conversation ends on the friendship rather than on the problem.',
  ],
  work: [
    'Raise it with {who} privately and early, in a short one-to-one or a brief message, not in front of the team.',
    'Stick to facts and impact: what happened, how often, and what it does to your work, with no guesses about motives.',
    'Come with one proposal they can say yes to, and confirm whatever you agree in a short written note afterwards.',
  ],
  home: [
    'Bring it up with {who} at a neutral time, not in the moment you find the problem, and keep it light but clear.',
    'Name the specific thing and suggest one simple fix you can both live with.',
    'Agree to check in after a couple of weeks, so it does not quietly slide back.',
  ],
  other: [
    'Decide what outcome you want first: one change, an acknowledgment, or simply being heard. It shapes everything you say.',
    'Raise it once, calmly and privately, with one specific example and one specific ask.',
    'Give it a little time to land, and notice what changes before deciding on a next step.',
  ],
};

/** Steps for thanking someone for a favour, whatever the relationship. */
const THANKS: string[] = [
  'Match the thanks to the effort: something that gives {who} back time or care (a meal you cook for them, a job taken off their list, something they enjoy with a note) says more than an object.',
  'Say it out loud as well as in writing; a card is not lame when it names exactly what they did and what it meant.',
];

/** Steps that come first when the message shows that part of the situation. */
const SHAPES: Array<{ when: (text: string, message: string) => boolean; step: string }> = [
  { when: (_t, m) => didFavour(m), step: 'Thank {who} for the specific thing and what it made possible for you ("you gave up a whole Sunday so I could use my bathroom again"): a thank-you that names the effort lands far better than a general one.' },
  { when: (_t, m) => wasRight(m), step: 'Yes, apologise, for the manner and not the fact: being right about it and saying it in front of everyone are separate things, and a short private word ("you were right to be stung; I could have said that better, and not at the table") usually ends the chill without taking the fact back.' },
  { when: (_t, m) => creditTaken(m), step: 'Ask {who} for a short one-to-one and say plainly what you built and what happened to it; then ask for one thing, such as being named when the work is presented or keeping a role on it.' },
  { when: (_t, m) => creditTaken(m), step: 'From now on, make your part visible as you go: a brief written update when something of yours ships, so the record is there before anyone presents it.' },
  { when: (t, m) => longAgo(m) && /\b(?:lease|car|cat|dog|flat|apartment|house|mortgage|stuff|things|furniture|account|bills?|custody|handovers?)\b/.test(t), step: 'Put the shared things in writing: what is still joint, who pays what until when, and a fixed handover routine, so each contact is short and predictable.' },
  { when: (t) => /\b(?:didn'?t|did not|never) (?:ask(?:ed)?|check(?:ed)?|consult\w*|talk(?:ed)? to) (?:with )?(?:me|us)\b|\bwithout (?:asking|checking with|consulting) (?:me|us)\b|\bonly told me (?:after|later)\w*/.test(t), step: 'Talk about how the decision was made as much as the decision itself: "next time, can we check with each other before we say yes to something that changes our home?"' },
  { when: (_t, m) => scheduledTime(m), step: 'Name the pattern, not one instance, and offer the alternative you would say yes to (an earlier slot, a written update, a set end time), so it reads as a plan rather than a refusal.' },
  { when: (_t, m) => ownPattern(m), step: 'Own the pattern rather than the last time: tell {who} you know it has been happening, and the one change you are making ("from now on I only say yes to what I know I can keep"). Then let the next few kept plans do the convincing.' },
  { when: (t) => /\bembarrass\w*|\bmortified\b|\bcringe\w*|swallow me|\bso awkward\b/.test(t), step: 'A slip like this feels huge to you and small to everyone else: most people will have forgotten it within a day or two, and the ones who remember will remember it fondly if you do.' },
  { when: (t) => /\bembarrass\w*|\bmortified\b|\bcringe\w*|swallow me\b/.test(t), step: 'If it comes up, laugh with it rather than explain it, once, then move on; making a joke of it yourself takes the sting out for good.' },
  { when: (t) => /\bchange the subject\b|\bsteer (?:the|it|away)\b|\bget out of (?:the|that|this) conversation\b|\bmove (?:the|it) on\b/.test(t), step: 'Have two or three easy subjects ready before you arrive (a trip, a film, asking about something they care about), and move to one with a warm bridge: "that reminds me, how did the … go?"' },
  { when: (t) => /\bmade me promise\b|\bkeep (?:it|this|his|her|their) (?:a )?secret\b|\bhasn'?t told\b|\bhaven'?t told\b/.test(t), step: 'Tell {who} first, before anyone else, that you will not lie for them for long: give them a fair window to tell it themselves, and offer to be there when they do.' },
  { when: (t) => /\bhow long is too long\b|\b(?:on|sleeping on) (?:my|our) (?:sofa|couch)\b|\bstaying with (?:me|us)\b/.test(t), step: 'Set a gentle end point out loud, with a date and with care ("you can stay till the end of the month, and I\'ll help you look for a place"), so the limit is a plan you hold together rather than a hint.' },
  { when: (_t, m) => fearsFight(m), step: 'Open with something warm about {who} before the concern, and ask for one change rather than a verdict; that is what keeps it from turning into a row.' },
];

/** Feelings the member names, as a phrase to say back ("stewing", "really hurt"). */
const FEELINGS: Array<[RegExp, string]> = [
  [/\bstew\w*|\bfuming\b|\bseething\b/, 'stewing on it'], [/\bfurious|\bangry\b|\bso mad\b|\blivid\b/, 'angry'],
  [/\bhurt\b|\bstings?\b|\bwounded\b/, 'hurt'], [/\bembarrass\w*|\bmortified\b|\bawkward\b/, 'embarrassed'],
  [/\bguilty\b|\bfeel (?:awful|terrible|bad)\b/, 'guilty'], [/\bawful\b|\bterrible\b|\bhorrible\b/, 'worn down by it'],
  [/\banxious\b|\bnervous\b|\bdread\w*|\bscared\b|\bworried\b/, 'anxious about it'], [/\bexhausted\b|\btired\b|\bdrained\b|\bburn(?:ed|t) out\b/, 'tired'],
  [/\bannoy\w*|\bfrustrat\w*|\birritat\w*|\bfed up\b/, 'frustrated'], [/\blonely\b|\bleft out\b|\breplaced\b/, 'feeling left out'],
  [/\bsad\b|\bupset\b|\bheartbroken\b/, 'upset'], [/\blame\b|\bstuck\b/, 'stuck for the right way to do it'],
];

const SECOND_PERSON: Array<[RegExp, string]> = [
  [/\bi'm\b|\bi am\b|\bim\b/gi, 'you are'], [/\bi've\b/gi, "you've"], [/\bi'd\b/gi, "you'd"], [/\bi'll\b/gi, "you'll"],
  [/\bmyself\b/gi, 'yourself'], [/\bmy\b/gi, 'your'], [/\bmine\b/gi, 'yours'], [/\bme\b/gi, 'you'], [/\bi\b/gi, 'you'],
  [/\bwe're\b/gi, "you're"], [/\bour\b/gi, 'your'], [/\bwe\b/gi, 'you'], [/\bus\b/gi, 'you'],
];

/** A phrase of the member's in the second person, or null when it would not read cleanly. */
function toYou(phrase: string): string | null {
  let s = phrase.trim().replace(/\s+/g, ' ').replace(/[?!.,;:]+$/, '');
  if (!s || s.split(/\s+/).length > 30 || /["“”]|\b(?:lol|lmao|ngl|tbh|idk|pls)\b/i.test(s)) return null;
  for (const [re, to] of SECOND_PERSON) s = s.replace(re, to);
  // A sentence with its "I" left out ("Ended things with Daniel…") gets it back.
  if (/^(?:[A-Z]?[a-z]+ed|got|went|told|had|made|spent|left|took|gave|sent|said|met|lost|found|came|saw|broke|kept|moved|asked)\b/.test(s)) s = `you ${s.charAt(0).toLowerCase()}${s.slice(1)}`;
  // Shouted words ("HIM", "TEN") are said back at an ordinary volume.
  s = s.replace(/\b[A-Z]{2,}\b/g, (w) => (/^(?:OK|UK|US|USA|EU|NYC|CAD|USD|EUR|GBP|AM|PM|HR|CEO|PTO|[EI][NS][TF][JP])$/.test(w) ? w : w.toLowerCase()));
  return s.replace(/\byou (?:is|was)\b/g, (m) => (m.endsWith('is') ? 'you are' : 'you were'));
}

/** A goal that is only a verb and "it" or "this" ("bring it up", "handle this", "say it"): it names nothing. */
const VAGUE_AIM = /^(?:\p{L}+ ){0,2}(?:it|this|that)(?: up| out| over| through| with (?:her|him|them))?$/u;

/** What the member wants, from the request: "You want to …", "You're weighing whether to …". */
function wantOf(ask: string, whole = ask): string | null {
  const a = lower(ask).replace(/\?+/g, '?');
  const how = /\bhow (?:do|can|should|could|would) (?:i|we) (?:even )?([^?.!]{4,90})/.exec(a);
  // "how do I bring it up" says what to do but not what about: "You want to bring it up." names nothing, so what the
  // member said they want ("I want an apology") is said back instead, or no line.
  if (how && !VAGUE_AIM.test(how[1]!)) return `You want to ${toYou(how[1]!) ?? ''}`.trim();
  const thing = /\bi (?:want|need|'d like|would like) (an? [^?.!,]{3,40}?)(?:,| but\b|[.?!]|$)/.exec(lower(whole));
  if (how && thing) return `You want ${toYou(thing[1]!) ?? thing[1]!}`.trim();
  if (how) return null;
  const should = /\b(?:should|do|would|could) i ([^?.!]{3,80})\?/.exec(a);
  if (should) return `You're weighing whether to ${toYou(should[1]!) ?? ''}`.trim();
  const want = /\bi (?:want|need|'d like|would like) to ([^?.!,]{4,80}?)(?:,| but\b|[.?!]|$)/.exec(a);
  if (want) return `You want to ${toYou(want[1]!) ?? ''}`.trim();
  if (/\bideas?\b|\bsuggestions?\b/.test(a)) return 'You want some ideas';
  return null;
}

/** The kind of relationship, from the person as read; home for the people one lives beside. */
function kindOf(who: Someone | null, text: string): Kind {
  if (who?.kind === 'outsider' && who.role && /\b(?:room|flat|house)mate|neighbou?r|landlord\b/.test(who.role)) return 'home';
  const k = who ? withKindOf(who) : null;
  if (k) return k;
  if (/\b(?:ended (?:it|things)|broke up|split up|my ex|divorc\w*)\b/.test(text)) return 'ex';
  if (/\b(?:room|flat|house)mates?\b|\bneighbou?rs?\b/.test(text)) return 'home';
  if (/\bmy (?:friends|mates)\b/.test(text)) return 'friend';
  return 'other';
}

/** The member's own results, in one sentence, only where one bears on this situation. */
function tieOf(ctx: CoachContext, who: Someone | null, text: string, message: string): string | null {
  if (who?.kind === 'connection' && who.c.results?.loveLanguageReceiving && didFavour(message)) {
    return `${who.c.firstName} feels most cared for through ${LOVE_LANGUAGE_LABELS[who.c.results.loveLanguageReceiving]}, so a thank-you in that form will mean more than a card on its own.`;
  }
  const r = ctx.person.results;
  if (r && fearsFight(message) && (r.relationshipType === 'anxious' || r.relationshipType === 'fearful_avoidant')) {
    return 'Your results lean towards worrying about how hard talks will go; planning your first sentence in advance takes a lot of that worry out.';
  }
  if (r && /\b(?:hate|avoid|bad at|not (?:good at|great at)) (?:confrontation|conflict|speaking up)\b|\bnot confrontational\b|\bnever push(?:es)? back\b/.test(text)) {
    const axis = r.evidence?.axes.find((a) => a.axis === 'TF');
    if (axis?.letter === 'F') return 'You lean towards Feeling in your results, so keeping the peace comes naturally to you; a request made kindly and factually is still kind, and it is easier to say once you have written it down.';
  }
  return null;
}

/** Wanting to raise something with someone or change what they do. */
const RAISING = /\b(?:bring (?:it|this|that) up|raise|say something|say no|tell (?:him|her|them|my)|talk to (?:him|her|them|my)|ask (?:him|her|them)|get (?:him|her|them|\w+) to|(?:him|her|them) (?:to )?stop|push back|confront|without (?:sounding|being|making)|what (?:do|should) i (?:say|do)|how do i (?:say|tell|word))\b/;

/** Requests for a plan, a time or ideas: other answers' work, not a conversation to compose. */
const NOT_OURS = /\bwhat time\b|\bwhen should\b|\bwhat would you do\b|\bplan (?:a|the|our|my)\b|\bitinerary\b|\b(?:ideas|suggestions) for (?:a|the|what)\b/;

/** Words to send only when asked for them: the member's voice, fitted to the relationship, with one clear blank. */
const ASKS_WORDS = /\b(?:what (?:do|should|can|could|would) i (?:even |actually )?(?:say|write|text)|how (?:do|should|can) i (?:say|word|tell|bring (?:it|this|that) up|raise|ask|put it)|exact words|what to say|words\b|write (?:me|a|the)|draft|script|message)\b/;

const REGISTER: Record<Kind, string> = { partner: 'warm', ex: 'brief, practical', parent: 'kind', sibling: 'direct but warm', family: 'kind', friend: 'friendly', work: 'plain, professional', home: 'light', other: 'calm' };

export function words(kind: Kind, who: Someone | null): string {
  const called = who ? calledIn(who) : null;
  const hi = called ? `${called}, ` : '';
  const line: Record<Kind, string> = {
    partner: `${hi}can we talk about something tonight? I'm not upset with you, I just want us to decide it together. What would really help me is [the one change you want].`,
    ex: `${hi}to keep things simple for both of us, could we agree [the one practical arrangement you want] and stick to it until it's sorted?`,
    parent: `${hi}I know it comes from caring about me. Could you [the one change you want]? It would mean a lot.`,
    sibling: `${hi}can I be honest about something? It would really help me if you [the one change you want].`,
    family: `${hi}I know you mean well, and I'd still like to ask one thing: could you [the one change you want]?`,
    friend: `${hi}can I tell you something that's been on my mind? I'd rather say it than let it sit. Could we [the one change you want]?`,
    work: `${called ? `Hi ${called}, ` : 'Hi, '}quick one: could we [the one change you want]? It would help me plan my work properly.`,
    home: `${hi}quick thing, no drama: could we [the one change you want]? It would make living together easier for me.`,
    other: `${hi}can I raise something? It would really help me if we could [the one change you want].`,
  };
  return `Something you could say${who ? ` to ${nameOf(who)}` : ''}:\n\n"${line[kind].charAt(0).toUpperCase()}${line[kind].slice(1)}"\n\n${BLANK_NOTE}`;
}

/**
 * The answer made from the message itself, or null when it says too little to build one (no person and no story):
 * then the clarifying question is the honest answer.
 */
export function generalReply(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  const ask = askPart(message);
  const sentences = (message.match(/[^.!?\n]+[.!?]*/g) ?? []).map((s) => s.trim()).filter(Boolean);
  const story = sentences.filter((s) => !ask.includes(s));
  const who = someoneIn(message, ctx);
  if (!who && story.length === 0) return null;
  if (NOT_OURS.test(text)) return null;
  const kind = kindOf(who, text);
  const name = who ? nameOf(who) : 'them';
  const fill = (s: string) => s.replace(/\{who\}/g, name);

  // Said back only when it reads as a sentence about someone (not "I'm dead", not a headline with no subject).
  const first = story.length ? toYou(story[0]!) : null;
  const happened = first && first.split(/\s+/).length >= 6 && /^(?:you|your|the|a|an|his|her|their|he|she|they|[A-Z][a-z]+ (?!is\b)[a-z]+)\b/.test(first) && !/^you are\b/.test(first) ? first : null;
  const feeling = FEELINGS.find(([re]) => re.test(text))?.[1] ?? null;
  const want = wantOf(ask, message);
  const offAttune = who?.kind === 'outsider' && who.name ? `${nameOf(who)} isn't one of your connections on Attune, so this is from what you've told me.` : null;
  const opening = [
    happened ? `So ${/^(?:The|A|An|This|That|There|It|He|She|They|His|Her|Their)\b/.test(happened) ? happened.charAt(0).toLowerCase() + happened.slice(1) : happened}.` : null,
    feeling ? `It makes sense that you're ${feeling}.` : null,
    want ? `${want}${/[.?!]$/.test(want) ? '' : '.'}` : null,
  ].filter(Boolean).join(' ');

  const shaped = SHAPES.filter((s) => s.when(text, message)).map((s) => s.step).slice(0, 2);
  // Thanks for a favour is not a grievance: its own steps, not the ones for raising a problem.
  const thanks = didFavour(message) || /\b(?:to|and|how (?:do|can|should) i) thank\b|\bthank (?:him|her|them)\b/.test(lower(ask));
  // The relationship's steps are for raising something with someone; a situation the shaped steps already cover (a
  // slip to laugh off, a thank-you) keeps to those rather than being padded with a conversation nobody asked for.
  const raising = RAISING.test(text) || !!who || kind !== 'other';
  // Nothing in the message shaped the answer and nothing is to be raised with anyone: the general steps would be
  // filler, so the answer kinds after this one (or one honest question) do better.
  if (shaped.length === 0 && !thanks && !RAISING.test(text)) return null;
  const base = thanks ? THANKS : shaped.length >= 2 && !RAISING.test(text) ? [] : raising ? STEPS[kind] : [];
  const steps = [...shaped, ...base].slice(0, 3).map((s) => `- ${fill(s)}`);
  if (steps.length === 0) return null;
  const sections = [offAttune, opening || null, steps.join('\n')].filter((s): s is string => !!s);
  const tie = tieOf(ctx, who, text, message);
  if (tie) sections.push(tie);
  // Words asked for: an offer to write them once the one missing part is known, never a half-filled line (decision
  // 082 forbids a bracketed slot in a reply; words(kind, who) keeps the register for when that part is given).
  if (ASKS_WORDS.test(lower(ask))) sections.push(`If you tell me the one change you want${who ? ` from ${nameOf(who)}` : ''}, I'll put it into words you could send, in a ${REGISTER[kind]} voice.`);
  return sections.join('\n\n');
}
