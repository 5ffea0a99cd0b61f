/**
 * One short clarifying question with concrete choices, when the model cannot tell what a message asks (issue 29,
 * item 1), and reading the answer to it: "the second one", "2", or words from a choice. The choices live in the
 * question itself (the thread's last reply), so the thread state needs no store of its own.
 */
import type { CoachConnection, CoachContext } from '../../context.js';
import type { Reading } from '../read/classify.js';
import type { Intent } from '../corpus/templates.js';
import { GUIDANCE } from '../content/guidance.js';

/** Below this confidence the coach asks instead of guessing. */
export const CLARIFY_BELOW = 0.6;
const LEAD = 'Which of these is closest?';

const CHOICE_INTENTS: Intent[] = ['plan', 'draft', 'results', 'lonely', 'conflict'];

interface Choice {
  /** The kind the choice stands for; null when its words are read afresh, like any message (a mood's choices). */
  intent: Intent | null;
  label: string;
  /** What the coach answers when it is chosen: a question it reads without doubt. */
  ask: string;
}

function choicesFor(intents: Intent[], c: CoachConnection | undefined): Choice[] {
  const name = c?.firstName;
  const all: Partial<Record<Intent, Omit<Choice, 'intent'>>> = {
    plan: { label: name ? `Ideas for something to do with ${name}` : 'Ideas for something to do with someone', ask: name ? `ideas for something to do with ${name}` : 'ideas for something to do together' },
    draft: { label: name ? `What to say to ${name} about something` : 'What to say to someone about something', ask: name ? `how do I talk to ${name} about something that is bothering me` : 'how do I bring up something that is bothering me' },
    results: { label: name ? `What your results say about you and ${name}` : 'What your own results say about you', ask: name ? `what is my vibe with ${name}` : 'what do my results say about me' },
    lonely: { label: 'Feeling low or alone lately', ask: 'I feel lonely lately' },
    conflict: { label: name ? `A disagreement with ${name}` : 'A disagreement with someone', ask: name ? `${name} and I keep arguing` : 'we keep arguing' },
  };
  const order: Intent[] = [...intents, 'draft', 'plan', 'results', 'lonely'];
  const out: Choice[] = [];
  for (const i of order) {
    const choice = all[i];
    if (choice && !out.some((c) => c.intent === i)) out.push({ ...choice, intent: i });
    if (out.length === 3) break;
  }
  return out;
}

/** Words of someone unsure what they want, which confirm the model's "vague" when a rule has placed the message. */
export const UNSURE = /\b(idk|dunno|not sure|no idea|don'?t know what|meh|ugh|hmm+|confused|lost)\b/i;

/** Whether to ask rather than guess: the model reads the message as vague, or is unsure and the message is short. */
export function needsClarifying(message: string, reading: Reading | null): boolean {
  if (!reading) return false;
  const words = message.trim().split(/\s+/).length;
  if (reading.intent === 'vague') return words <= 7 || (words <= 10 && UNSURE.test(message));
  return reading.score < CLARIFY_BELOW && words <= 4;
}

/**
 * A mood said with nothing to place it ("idk. everything just feels off lately", round 23 q08 got a cold menu of
 * drafts and plans): the question back starts by meeting the feeling, and its choices are where a mood comes from.
 */
const MOOD = /\b(?:everything|it all|life|things)\b[^.?!]{0,20}\b(?:feels?|is|seems?)\b[^.?!]{0,12}\b(?:off|wrong|heavy|flat|grey|gray|pointless|too much|weird|meh)\b|\b(?:feel(?:ing)?|been) (?:so |really |kind of |kinda |a bit |just )?(?:off|low|flat|down|meh|blah|numb|lost|empty|weird|sad|rubbish|crap)\b(?: (?:lately|recently|today|this week|all week))?/i;

function moodChoices(about: CoachConnection | undefined): Choice[] {
  return [
    { intent: null, label: about ? `Something with ${about.firstName}` : 'Something with someone close (a partner, a friend, family)', ask: about ? `something feels off with ${about.firstName} and I don't know how to raise it` : "something feels off with someone close to me and I don't know how to raise it" },
    { intent: 'lonely', label: 'Feeling low or alone, without a clear reason', ask: 'I feel low and lonely lately' },
    { intent: null, label: 'Work, or life in general piling up', ask: "I'm overwhelmed, work and everything is piling up, how do I cope" },
  ];
}

function moodQuestion(about: CoachConnection | undefined): string {
  return `That sounds like a heavy, foggy stretch, and it counts even without a clear reason. So I can help with the right thing: ${LEAD}\n\n${moodChoices(about).map((c, i) => `${i + 1}. ${c.label}`).join('\n')}\n\nOr tell me in a sentence what's been going on.`;
}

export function clarifyingQuestion(reading: Reading, about: CoachConnection | undefined, message = ''): string {
  if (MOOD.test(message)) return moodQuestion(about);
  const guesses = [reading.intent, reading.runnerUp?.intent].filter((i): i is Intent => !!i && i !== 'vague' && i !== 'greeting');
  const choices = choicesFor(guesses, about);
  const intro = about ? `I want to get this right about ${about.firstName}.` : 'I want to get this right.';
  return `${intro} ${LEAD}\n\n${choices.map((c, i) => `${i + 1}. ${c.label}`).join('\n')}\n\nOr tell me in a sentence what happened.`;
}

/** How a choice between two kinds names each (decision 098): concrete, in the member's terms. */
const KIND_LABELS: Record<string, string> = {
  plan: 'Ideas or a plan for it', gift: 'Gift ideas', draft: 'Words you could send', sayNo: 'A kind way to say no',
  apologise: 'How to apologise', owed: 'How to tell them it hurt', results: 'What your results say about it',
  compare: 'How your results compare', heartbreak: 'Getting over a breakup', lonely: 'Feeling alone lately',
  arguments: 'A disagreement that keeps coming back', colleague: 'Handling it with a colleague', grief: 'Coping with a loss',
};

function kindLabel(kind: string): string | null {
  const guidance = GUIDANCE.find((g) => g.id === kind);
  return KIND_LABELS[kind] ?? (guidance ? `Help with ${guidance.label}` : null);
}

/**
 * One short question when the words picked one kind and the model reads another (decide/trust.ts): the two readings
 * as choices, so the member's next word picks the answer. Null when either kind has no label a member would know.
 */
export function kindQuestion(byWords: string, byModel: string): string | null {
  const a = kindLabel(byWords);
  const b = kindLabel(byModel);
  if (!a || !b || a === b) return null;
  return `I want to answer the right question. ${LEAD}\n\n1. ${a}\n2. ${b}\n\nOr tell me in a sentence what you'd like from me.`;
}

/** The kind a label of kindQuestion stands for. */
function kindOfLabel(label: string): string | null {
  const own = Object.entries(KIND_LABELS).find(([, l]) => l === label)?.[0];
  if (own) return own;
  const guidance = GUIDANCE.find((g) => `Help with ${g.label}` === label);
  return guidance?.id ?? null;
}

const ORDINALS: Array<[RegExp, number]> = [
  [/^(?:the )?(?:1|1st|first|one|first one|number one|#1)\b/, 0],
  [/^(?:the )?(?:2|2nd|second|two|second one|number two|#2)\b/, 1],
  [/^(?:the )?(?:3|3rd|third|three|third one|number three|#3|last|last one)\b/, 2],
];

/** When the last reply asked which of its choices was meant, the choice this message picks (as a question to answer). */
export function chosen(ctx: CoachContext, message: string): { ask: string; intent: Intent | null } | null {
  const last = [...ctx.history].reverse().find((t) => t.role === 'assistant')?.content;
  if (!last?.includes(LEAD)) return null;
  const labels = [...last.matchAll(/^\d\. (.+)$/gm)].map((m) => m[1]!);
  const text = message.toLowerCase().trim().replace(/^(?:um+|uh+|ok|okay|yes|yeah|yep|hmm+)[,.!]?\s*/, '');
  let index = ORDINALS.find(([re]) => re.test(text))?.[1];
  if (index === undefined && text.split(/\s+/).length <= 6) {
    const words = new Set(text.match(/[a-z]{4,}/g) ?? []);
    const hits = labels.map((l) => (l.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => words.has(w)).length);
    const best = Math.max(0, ...hits);
    if (best > 0 && hits.filter((h) => h === best).length === 1) index = hits.indexOf(best);
  }
  if (index === undefined || !labels[index]) return null;
  // A choice between two kinds answers the member's earlier message as the kind picked.
  const kind = kindOfLabel(labels[index]!);
  const lastAsked = ctx.history.map((t) => t.role).lastIndexOf('assistant');
  const asked = ctx.history.slice(0, Math.max(0, lastAsked)).reverse().find((t) => t.role === 'user')?.content;
  if (kind && asked) return { ask: asked, intent: kind as Intent };
  const name = ctx.connections.find((c) => labels[index]!.includes(c.firstName));
  const all = [...choicesFor(CHOICE_INTENTS, name), ...moodChoices(name)];
  const i = all.findIndex((c) => c.label === labels[index]);
  return i >= 0 ? { ask: all[i]!.ask, intent: all[i]!.intent } : null;
}

/** The pronoun a short message uses for the person it means ("should I tell her?"): she, he, or none said. */
function pronounIn(message: string): 'she' | 'he' | null {
  if (/\b(?:she|her|hers|herself)\b/i.test(message)) return 'she';
  if (/\b(?:he|him|his|himself)\b/i.test(message)) return 'he';
  return null;
}

/**
 * Who a short message means, when nothing says: the people it could be, and someone else. A "her" or "him" narrows
 * the choices to the connections whose stored pronouns fit; with no pronouns stored, no name is offered at all,
 * because a first name is no evidence of anyone's gender (round 13 offered Sam and Jordan for "should I tell her?").
 */
export function whoQuestion(ctx: CoachContext, message = ''): string {
  const said = pronounIn(message);
  const known = ctx.connections.some((c) => !!c.pronouns);
  const fits = (c: CoachContext['connections'][number]) => !said || (!!c.pronouns && new RegExp(`\\b${said}\\b`, 'i').test(c.pronouns));
  const names = said && !known ? [] : ctx.connections.filter(fits).slice(0, 3).map((c) => c.firstName);
  const object = said === 'she' ? 'her' : said === 'he' ? 'him' : 'them';
  const act = /\btell\b/i.test(message) ? `what are you thinking of telling ${object}` : `what is going on with ${object}`;
  if (names.length === 0) return `Happy to think it through with you. Who is ${said ?? 'it'} (a name is enough, on Attune or not), and ${act}?`;
  const choices = [...names, 'Someone who is not on Attune'];
  return `Happy to think it through with you. Who do you mean, and ${act}?\n\n${choices.map((c, i) => `${i + 1}. ${c}`).join('\n')}\n\nOr tell me in a sentence what is going on.`;
}
