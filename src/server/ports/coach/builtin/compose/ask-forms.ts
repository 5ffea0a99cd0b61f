/**
 * Answers to the question forms of read/ask-form.ts, each led by the answer to the question as asked: "No, it isn't
 * weird", "I can't know whether she saw it", "No one can predict that", "Spiritual here means…". The story supplies
 * who and what the feeling is about; the member's and the person's results supply the one or two facts that bear on
 * it. Nothing of the member's story is pasted back, so nothing can come out garbled.
 */
import { LOVE_LANGUAGE_LABELS, STABILITY_LABELS, LETTER_LABELS } from '../../../../../shared/assessment/labels.js';
import { STABILITY_RESULT_FIELD } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext, CoachPendingPerson } from '../../context.js';
import type { LoveLanguage } from '../../../../../shared/assessment/types.js';
import { STABILITY_KB } from '../content/knowledge.js';
import type { AskForm, StabilityArea } from '../read/ask-form.js';
import { namedOrLastMeant, pronounIn, type Someone } from '../read/people.js';
import { lower, wholeWordAt } from '../read/text.js';
import { OWN_PRACTICE } from './answers/own.js';
import { axesOf, strongestAxis } from './shared.js';
import { feelingTheme } from './ask-form-themes.js';

const AREA_FIELD = STABILITY_RESULT_FIELD;

/** What an area covers beyond the one thing people point to when they doubt it. */
const AREA_BEYOND: Record<StabilityArea, string> = {
  physical: 'It is not a fitness score: it asks about sleep, energy through the day and how stress sits in your body, so a lot of training can sit beside short sleep or a body that never quite switches off.',
  spiritual: 'It is not about religion: it asks how much meaning, direction and connection to your values you feel day to day, which people find in very different places.',
  social: 'It is not about how many people you know: it asks how supported and close you feel, which a busy calendar does not always give.',
  emotional: 'It is not about being calm on the outside: it asks how easily you notice, name and settle what you feel.',
  mental: 'It is not about intelligence: it asks how clear and steady your thinking feels under day-to-day pressure.',
  desire: 'It is not only about intimacy: it asks about drive and the energy to want things in general.',
};

function pendingIn(ctx: CoachContext, message: string): CoachPendingPerson | undefined {
  const text = lower(message);
  // A request sent shows no name on the sender's side (firstName ''): it is found by the words for a request only.
  return (ctx.pending ?? []).find((p) => wholeWordAt(text, lower(p.firstName)) >= 0) ??
    (/\b(?:invit\w*|requests?|added? (?:her|him|them)|connect (?:here|on here|on attune))\b/.test(text) ? (ctx.pending ?? []).find((p) => p.sentByMe) : undefined);
}

const who = (ctx: CoachContext, message: string): Someone | null => namedOrLastMeant(message, ctx);

/** What to call the person in a reply: a connection's first name, an outsider's name or "your <role>", else null. */
function calledAs(p: Someone | null): string | null {
  if (p?.kind === 'connection') return p.c.firstName;
  return p?.kind === 'outsider' ? (p.name ?? (p.role ? `your ${p.role}` : null)) : null;
}

/** "Who did I send it to?", "can you see their type?": what the sender of a request may know of the other person. */
const WHO_OR_TYPE = /\bwho (?:did i|i sent|is it|was it)\b|\bno name\b|\bempty\b|\bblank\b|\b(?:their|his|her) (?:type|results?|name)\b/;

/** "Thought of you", "reminded me of you": an invitation or a gift said to carry someone in mind. */
const THOUGHT_OF_YOU = /\bthought of you\b|\bremind(?:ed)? (?:me|her|him|them) of you\b/;

/** The member is the one who sends things (blind round 16 read "she keeps mailing me stuff" the other way round). */
const MEMBER_SENDS = /\bi (?:always |keep |often |usually )?(?:send|sent|mail|mailed|post|posted|buy|bought|give|gave)\b[^.?!]{0,40}\b(?:gifts?|parcels?|presents?|things|stuff|cards?|her|him|them)\b|\b(?:the )?(?:parcels?|gifts?|presents?|things) i (?:send|sent|mail|give)\b/;

/** Signs of quiet the member reads meaning into: late, brief or no answers. */
const QUIET = /\b(?:quiet|never (?:really )?says|doesn'?t say|no (?:reply|answer)|late|days later|slow|short|wall of text|brief|silent|ignor)/;

/** "Should I write again or is that too pushy": the second question of an unknowable one, answered too. */
const FOLLOW_UP_ASKED = /\b(?:should i (?:write|text|message|ask|send|follow up|nudge|reach out|say something|call)|too pushy|is it pushy|chase)\b/;

function unknowable(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  const pending = pendingIn(ctx, message);
  if (pending && pending.sentByMe) {
    // A request to someone not yet on Attune shows no name: speak of them as the member does.
    const pronoun = pronounIn(text);
    const them = pending.firstName || (pronoun === 'she' ? 'she' : pronoun === 'he' ? 'he' : 'they');
    const their = pending.firstName ? `${pending.firstName}'s` : pronoun === 'she' ? 'her' : pronoun === 'he' ? 'his' : 'their';
    const hey = pending.firstName ? `Hey ${pending.firstName}` : 'Hey';
    const has = !pending.firstName && them === 'they' ? 'have' : 'has';
    return [
      `I can't tell whether ${them} ${has} seen it: Attune doesn't show when a request is opened, only that it is still waiting in ${their} Pending list.`,
      // "Who did I send it to? Can you see their type?" (round 21): the sender's side shows nothing of the other person.
      ...(!pending.firstName && WHO_OR_TYPE.test(text)
        ? ["Until a request is accepted, the sender's side shows nothing of the other person: no name, no type, no results, and I see no more than you do. That is why the entry is blank; the name and what they share appear once they accept."]
        : []),
      `No answer yet usually means it was missed or put off, not refused: many people rarely open the app.`,
      `One friendly nudge outside the app is not pushy: "${hey}, I sent you a request on Attune a while back, no pressure, just in case it got buried." If that gets no answer either, leave it there; the request stays open until it is answered.`,
    ].join('\n\n');
  }
  const p = who(ctx, message);
  // Nobody placed (or a pending person, whose answer is compose/answers/own.ts's): no "they thinks" guess at a person.
  if (!p || pending) return null;
  const c = p.kind === 'connection' ? p.c : undefined;
  const name = c?.firstName ?? (p.kind === 'outsider' ? (p.name ?? `your ${p.role ?? 'friend'}`) : 'they');
  const lines: string[] = [
    `Honestly, I can't know what ${name} thinks or feels; only ${name} can say. What I can do is tell you what the signs you describe usually mean and how to find out.`,
  ];
  // "What did Sam answer on the relationship questions?": nobody's single answers are shown, the coach's included.
  if (/\b(?:(?:what|how) (?:\p{L}+ )?(?:answered|put|said on)|(?:his|her|their) answers|answers? (?:to|on) the)\b/u.test(text)) {
    lines.push(`${c ? `${c.firstName}'s` : 'Their'} answers to the questions themselves are never shown to anyone, me included: I see only the results ${c ? c.firstName : 'they'} chose to share, and they say nothing about an ex.`);
  }
  const facts: string[] = [];
  if (c?.results) {
    const r = c.results;
    const ie = axesOf(r).find((a) => a.axis === 'EI');
    const quiet = QUIET.test(text);
    // The signs the member describes, read against what this person's results say about how they show care and
    // where they get their energy: the reading the member asked for, not only "I can't know".
    facts.push(...signsRead(c, text));
    if (ie && quiet && ie.letter === 'I' && !SPACE.test(text)) facts.push(`${c.firstName} leans ${ie.percent}% ${LETTER_LABELS.I}: people who lean this way often answer late, in one go, or say less than they feel, and it rarely means displeasure.`);
    if (r.loveLanguageReceiving && r.loveLanguageGiving && !DEEDS[r.loveLanguageGiving].test(text)) {
      facts.push(`${c.firstName} shows care mostly through **${LOVE_LANGUAGE_LABELS[r.loveLanguageGiving]}** and feels it most through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**${MEMBER_SENDS.test(text) && r.loveLanguageReceiving !== 'gifts' ? `, so what you send may mean more than ${c.firstName} says, and time or words from you may land even better` : ''}.`);
    }
    if (c.vibe) facts.push(`Your Vibe together is **${c.vibe.score} (${c.vibe.band})**. It measures how your results fit, not how ${c.firstName} feels about you.`);
  }
  if (facts.length) lines.push(`What I can see:\n${facts.map((f) => `- ${f}`).join('\n')}`);
  const plain = c && c.relationshipType !== 'couple' && c.relationshipType !== 'crush' && /\b(?:like me|hang(?:ing)? out|busy|friends?)\b/.test(text);
  const askLine = plain
    ? `"${c.firstName}, I really like spending time with you. Want to ${c.results && DEEDS.acts_of_service.test(text) ? 'do something together this week, just the two of us? You pick, or I will' : 'get together this week? Even an hour'}."`
    : c ? `"${c.firstName}, I've been wondering something and I'd rather ask than guess: ${askAbout(text)}"` : `"I'd rather ask than guess: ${askAbout(text)}"`;
  const misread = QUIET.test(text) ? 'Silence or a slow answer is the most common thing people misread. ' : '';
  lines.push(`${misread}The surest way to know is a light, direct question that is easy to answer honestly:\n\n${askLine}`);
  if (FOLLOW_UP_ASKED.test(text)) lines.push(`One friendly follow-up is not pushy; a second one with no answer is where to stop and let it be.`);
  return lines.join('\n\n');
}

/** What someone did for the member, by the way of showing care it is (the member on the receiving end). */
const DEEDS: Record<LoveLanguage, RegExp> = {
  acts_of_service: /\b(?:re)?(?:built|fixed|repaired|helped|cooked|drove|carried|moved|sorted(?: out)?|cleaned|made me|picked me up|assembled|put up|walked my)\b/,
  gifts: /\b(?:s?he|they) (?:\w+ )?(?:gave|got|bought|brought|sent|made) me\b|\bgifts? (?:from|for me)\b/,
  quality_time: /\b(?:s?he|they) (?:always )?(?:makes? time|spends? (?:time|hours)|comes? over|stays? (?:up|late))\b/,
  words_of_affirmation: /\b(?:s?he|they) (?:always )?(?:says|said|texts|texted|tells|told|writes|wrote|compliments?)\b[^.?!]{0,40}\b(?:nice|sweet|kind|proud|lovely|means|matters|appreciat\w*)\b/,
  physical_touch: /\b(?:hugs?|hugged|holds? my hand|cuddl\w*|arm around)\b/,
};
/** Asking for time alone or saying they are busy: what the member reads as pulling away. */
const SPACE = /\b(?:night|evening|day|time|weekend) (?:to|by|for) (?:her|him|them|my)sel(?:f|ves)\b|\b(?:alone time|me time|(?:some|more) space|on (?:her|his|their) own|by (?:her|him|them)sel(?:f|ves)|recharge|busy)\b/;

function signsRead(c: CoachConnection, text: string): string[] {
  const r = c.results;
  if (!r) return [];
  const out: string[] = [];
  if (r.loveLanguageGiving && DEEDS[r.loveLanguageGiving].test(text)) {
    out.push(`What you describe is exactly how ${c.firstName} shows care: **${LOVE_LANGUAGE_LABELS[r.loveLanguageGiving]}** is ${c.firstName}'s main way of giving it. By ${c.firstName}'s own results, that is one of the clearest signs ${c.firstName} likes you.`);
  }
  const ie = axesOf(r).find((a) => a.axis === 'EI');
  if (ie && SPACE.test(text)) {
    out.push(ie.letter === 'I'
      ? `${c.firstName} leans ${ie.percent}% ${LETTER_LABELS.I}: people who lean this way recharge alone, so asking for time alone${/\bbusy\b/.test(text) ? ' or saying "busy"' : ''} is usually how they refuel, not a sign of pulling away. It tends to come in stretches when the rest of life is full.`
      : `${c.firstName} leans ${ie.percent}% ${LETTER_LABELS.E}, and people who lean this way usually recharge around others, so a run of wanting time alone is less typical for ${c.firstName}: worth a gentle question about how things are, without making it about you.`);
  }
  if (r.loveLanguageGiving === 'acts_of_service' && /\b(?:hang(?:ing)? out|talk|chat)\b/.test(text) && DEEDS.acts_of_service.test(text)) {
    out.push(`Someone who shows care by doing often finds an open "hang out and talk" vague and easy to put off. A plan with something to do (a walk, a job, a game) at a set time is far easier for ${c.firstName} to say yes to, and the talking happens along the way.`);
  }
  return out;
}

/** The question to put to the person, in the terms the member wondered about. */
function askAbout(text: string): string {
  if (SPACE.test(text) && !/\bbusy\b/.test(text)) return "I've noticed you've wanted some time to yourself lately. Is that just recharging, or is something on your mind? Either is okay, I'd just like to know.";
  if (/\b(?:ex|hung up|over (?:her|him))\b/.test(text)) return 'is there anything about your ex that still weighs on you? I\'d rather hear it from you than wonder.';
  if (/\b(?:gifts?|parcels?|presents?|things i send|what i send)\b/.test(text)) return 'do you enjoy the things I send, or would you rather we just talked more?';
  if (/\b(?:annoyed|mad|angry|upset|cross|fed up)\b/.test(text)) return 'are we okay? I couldn\'t tell from your last message.';
  if (/\b(?:hanging out|spend(?:ing)? time|come over|see me|enjoy)\b/.test(text)) return 'do you enjoy our time together as much as I do? Be honest, I can take it.';
  if (/\b(?:see|saw|read|get|got|notice)\b/.test(text)) return 'did you get my message? No rush, I just wanted to check it didn\'t get lost.';
  return 'how are you feeling about us lately?';
}

/** "Should I send it again or is that needy?": one follow-up is fine, how to word it, and when to let it be. */
function nudge(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  // A request that waits has its own answer (compose/data-answer.ts); someone not placed is asked about first.
  const p = who(ctx, message);
  if (pendingIn(ctx, message) || !p) return null;
  const c = p.kind === 'connection' ? p.c : undefined;
  const name = calledAs(p);
  const ie = c?.results ? axesOf(c.results).find((a) => a.axis === 'EI') : undefined;
  const lines = [
    `No, one follow-up is not needy. Messages get buried, read in a queue and forgotten, and a second light message is ordinary; it is a third and a fourth, or a follow-up that complains about the silence, that reads as pressure.`,
    `Make it easy to answer and easy to ignore without guilt:\n\n"${name && !name.startsWith('your ') ? `Hey ${name}, ` : 'Hey, '}${/\b(?:invit\w*|plans?|dinner|drinks|party|come|call|meet\w*)\b/.test(text) ? 'just checking you saw this, no pressure either way. Would be lovely if you can make it.' : 'just bumping this in case it got buried. No rush at all.'}"`,
    `If that gets no answer either, let it rest and leave the next move with ${name ?? 'them'}. Silence after two messages is an answer of a kind, or a sign of a busy stretch; either way, more messages will not change it.`,
  ];
  if (ie?.letter === 'I') lines.push(`${c!.firstName} leans ${ie.percent}% ${LETTER_LABELS.I}: slow, batched replies are common for people who lean this way, so a gap says little on its own.`);
  if (ctx.person.results?.relationshipType === 'anxious' || ctx.person.results?.relationshipType === 'fearful_avoidant') {
    lines.push(`With your attachment anxiety at ${ctx.person.results.evidence.attachment.anxiety}, waiting can feel longer than it is. Give it a set time (two or three days), then send the one follow-up and put the phone down.`);
  }
  return lines.join('\n\n');
}

function ownFuture(ctx: CoachContext): string {
  const r = ctx.person.results;
  const lines = [`Honestly, no one can predict that, and your results can't either: they describe how you tend to think and attach today, not what will happen to you. People with every type and every attachment style build good, lasting relationships.`];
  if (r) {
    const top = strongestAxis(r);
    lines.push(
      `What your results do say:\n- Your type is **${r.personalityType}**, leaning most strongly ${top.percent}% ${LETTER_LABELS[top.letter]}: that is a strength to build on, not a limit.\n- You show care through **${LOVE_LANGUAGE_LABELS[r.loveLanguageGiving]}** and feel it most through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**: knowing that about yourself already puts you ahead.\n- Your attachment style is ${r.relationshipType.replace('_', '-')} (anxiety ${r.evidence.attachment.anxiety}, avoidance ${r.evidence.attachment.avoidance}). It is a pattern, not a sentence, and it moves with safe relationships and practice.`,
    );
    lines.push(OWN_PRACTICE[r.relationshipType]);
  }
  lines.push('Would it help to work on one of those, or to talk about what makes you doubt it right now?');
  return lines.join('\n\n');
}

/** The feeling the member names, in their word, for a plain "feeling annoyed about this is fair". */
const FEELING = /\b(annoyed|jealous|envious|hurt|gutted|upset|sad|angry|mad|bugged|resentful|lonely|guilty|relieved|embarrassed|irritated|left out|bitter|tired|exhausted)\b/;

function verdict(ctx: CoachContext, message: string, word: string): string | null {
  const text = lower(message);
  // Only a feeling whose theme is known gets a verdict: a blind "yes, it's normal" to a story not understood (a crush
  // on a colleague, a flatmate's habit) could bless the wrong thing, so those keep the rest of the pipeline.
  const theme = feelingTheme(text);
  if (!theme) return null;
  const feeling = FEELING.exec(text)?.[1] ?? null;
  const opening = verdictOpening(word, theme.feeling ?? feeling);
  // The feeling said back in the member's own word, never their sentence: nothing pasted, so nothing garbled.
  const named = feeling && !opening.includes(feeling) && !theme.why.includes(feeling) ? ` Feeling ${feeling} about this is understandable.` : '';
  const lines = [`${opening}${named} ${theme.why}`, theme.steps(ctx, text).map((s) => `- ${s}`).join('\n')];
  const fact = theme.fact?.(ctx, text);
  if (fact) lines.push(fact);
  return lines.join('\n\n');
}

function verdictOpening(word: string, feeling: string | null): string {
  if (/^(?:weird|odd|strange)$/.test(word)) return `No, it isn't ${word}.`;
  if (word === 'normal') return 'Yes, it is normal.';
  if (/^(?:ok|okay)$/.test(word)) return 'Yes, it is okay.';
  if (/^(?:dumb|stupid|silly|crazy|petty|selfish|childish|dramatic|unreasonable|pathetic|the problem|too sensitive|oversensitive|overthinking)$/.test(word)) return `No, you're not being ${word}.`;
  if (word === 'wrong' || word === 'bad' || word === 'too much' || word === 'a bad sign') return `No, it isn't ${word}.`;
  if (feeling || /^(?:be|feel)$/.test(word)) return `Yes, you're allowed to feel ${feeling ?? 'this'}.`;
  if (/^(?:gutted|hurt|sad|upset|angry|annoyed|jealous|disappointed|mad|tired|relieved)$/.test(word)) return `Yes, you're allowed to be ${word}.`;
  return 'No, nothing is wrong with you.';
}

function scoreWhy(ctx: CoachContext, message: string, area: StabilityArea): string | null {
  const r = ctx.person.results;
  if (!r) return null;
  const figure = r[AREA_FIELD[area]];
  const label = STABILITY_LABELS[area];
  const ranked = (Object.keys(AREA_FIELD) as StabilityArea[]).map((a) => ({ a, v: r[AREA_FIELD[a]] })).sort((x, y) => x.v - y.v);
  const place = ranked[0]!.a === area ? ' It is the lowest of your six areas' : ranked[ranked.length - 1]!.a === area ? ' It is the highest of your six areas' : '';
  const next = ranked.find((x) => x.a !== area && place.includes('lowest'))?.v;
  const lines = [
    `Your **${label}** stability is **${figure}%**.${place ? `${place}${next !== undefined ? ` (the next is ${next}%)` : ''}, and your overall is ${r.overallStability}%.` : ` Your overall is ${r.overallStability}%.`}`,
    `It measures ${STABILITY_KB[area].meaning}. ${AREA_BEYOND[area]}`,
    `It comes from how you answered this time, so it reflects how things feel lately and moves when they change. ${figure >= 40 ? 'A figure in this range is ordinary, not a warning,' : 'A lower figure is a place to look after, not a flaw,'} and nothing in it says something is wrong with you.`,
    `If you want to see it move, one small habit for the next few weeks:\n- ${STABILITY_KB[area].habits[0]}\n- ${STABILITY_KB[area].habits[1]}`,
  ];
  return lines.join('\n\n');
}

/** "Was that a compliment or a dig?": no one can know for sure, the likelier reading and why, and a reply that works either way. */
function reading(ctx: CoachContext, message: string): string | null {
  const text = lower(message);
  const p = who(ctx, message);
  const c = p?.kind === 'connection' ? p.c : undefined;
  const name = calledAs(p) ?? 'they';
  const why: string[] = [];
  if (/\b(?:added|invited|request(?:ed)?|connect\w*)\b/.test(text)) why.push(`Inviting someone to connect is a step toward them, and people rarely go out of their way to needle someone they are not close to.`);
  if (THOUGHT_OF_YOU.test(text)) why.push(`"Thought of you" usually means something in it made them think of you kindly, or that they would like to know you better.`);
  why.push(`A dig tends to come with an edge you would notice: a pointed tone, a disagreement just before, or a pattern of small jabs. Without any of that, the plain reading is the likely one.`);
  const lines = [
    `I can't know for sure what ${name} meant; only ${name} can say. But the kinder reading is much the likelier here:`,
    why.map((w) => `- ${w}`).join('\n'),
  ];
  if (c?.vibe) lines.push(`Your Vibe with ${c.firstName} is **${c.vibe.score} (${c.vibe.band})**: a fair start for getting to know each other, whatever was meant.`);
  const thanks = c ? `Ha, thanks ${c.firstName}!` : 'Ha, thanks!';
  const replyLine = THOUGHT_OF_YOU.test(text)
    ? `${thanks} What made you think of me?`
    : /\b(?:boss|manager|colleague|co-?worker|meeting|report|work|team)\b/.test(text)
      ? 'Thanks! Is there anything you would like done differently next time?'
      : `${thanks} I'll take that as a compliment.`;
  lines.push(`A reply that works either way, and usually settles it:\n\n"${replyLine}"`);
  return lines.join('\n\n');
}

/** The reply for a question form, or null when the form needs what the context does not have. */
export function askFormReply(ctx: CoachContext, message: string, form: AskForm): string | null {
  switch (form.kind) {
    case 'unknowable':
      return unknowable(ctx, message);
    case 'reading':
      return reading(ctx, message);
    case 'nudge':
      return nudge(ctx, message);
    case 'own_future':
      return ownFuture(ctx);
    case 'verdict':
      return verdict(ctx, message, form.word);
    case 'score_why':
      return scoreWhy(ctx, message, form.area);
  }
}

