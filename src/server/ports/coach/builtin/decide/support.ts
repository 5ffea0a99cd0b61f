/**
 * Someone else's hardship, later in a thread (issue 29, item 2): "and for my brother? he just got dumped", "what about
 * my sister, she lost her job". The member is not the one who was dumped or laid off: they want help supporting that
 * person. The answer is to the member, about that person (by name when the member gave one), with one short message
 * the member could send them. Read from who the hardship happened to, not from the phrasing of the switch.
 */
import type { CoachContext } from '../../context.js';
import { calledIn, nameOf, someoneIn, type Pronoun, type Someone } from '../read/people.js';
import { isEnglishWord } from '../read/spelling.js';
import { escapeRe } from '../read/text.js';

export type Hardship = 'breakup' | 'job' | 'grief' | 'illness' | 'setback' | 'low';

/** A third person as the subject: "he", "she", "they" (with "just", "has been"… between). */
const THEY = String.raw`\b(?:he|she|they)(?:'s|'ve| is| was| has| have| had| just| recently| finally)*\s+`;
const HARDSHIPS: Array<[RegExp, Hardship]> = [
  [new RegExp(String.raw`${THEY}(?:got |been |was |were )(?:just )?(?:dumped|left by|broken up with|ghosted)\b|${THEY}(?:broke up|split up|separated|divorced)\b|\b(?:his|her|their) (?:girlfriend|boyfriend|partner|wife|husband|gf|bf) (?:just )?(?:dumped|left|broke up with|cheated on) (?:him|her|them)\b`, 'i'), 'breakup'],
  [new RegExp(String.raw`${THEY}(?:lost (?:his|her|their) job|(?:got |been |was |were )(?:fired|sacked|laid off|let go|made redundant))\b`, 'i'), 'job'],
  [/\b(?:his|her|their) (?:\p{L}+ ){0,2}(?:died|passed away|passed)\b|\b(?:he|she|they)(?:'s| is| are) grieving\b|\blost (?:his|her|their) (?:mum|mom|dad|mother|father|nan|grandma|grandad|grandpa|brother|sister|best friend|dog|cat|baby)\b/iu, 'grief'],
  [new RegExp(String.raw`${THEY}(?:(?:got |been |was )?diagnosed|(?:in|into) hospital|(?:really |very )?(?:ill|sick|unwell))\b`, 'i'), 'illness'],
  [new RegExp(String.raw`${THEY}(?:failed|didn'?t get into|got rejected from|didn'?t get) (?:his|her|their|the|a)\b`, 'i'), 'setback'],
  [new RegExp(String.raw`${THEY}(?:won'?t|doesn'?t|can'?t) (?:leave|get out of) (?:his|her|their) (?:room|bed|flat|house)\b|${THEY}(?:really |so |pretty )?(?:down|low|struggling|depressed|not coping|not okay|not ok|in a bad (?:way|place))\b`, 'i'), 'low'],
];

/** Withdrawn: shut in, not answering, gone quiet. */
const WITHDRAWN = /\bwon'?t (?:leave|get out of) (?:his|her|their) (?:room|bed)|\b(?:won'?t|doesn'?t|isn'?t) (?:answer|reply|talk|pick up|respond)\w*|\b(?:gone|went|been) (?:quiet|silent|dark|awol)\b|\bshut (?:himself|herself|themselves) away\b/i;

/** The hardship a message tells of someone else, or null (the member's own, or nothing that happened). */
export function supportNeeded(message: string): { event: Hardship; withdrawn: boolean } | null {
  const text = message.replace(/[\u2018\u2019]/g, "'");
  const hit = HARDSHIPS.find(([re]) => re.test(text));
  return hit ? { event: hit[1], withdrawn: WITHDRAWN.test(text) } : null;
}

/** "my mate dev? he…": a name in lower case after the role, when it is no English word. */
function withName(p: Someone, message: string): Someone {
  if (p.kind !== 'outsider' || p.name || !p.role) return p;
  const word = new RegExp(String.raw`\bmy (?:\p{L}+ )?${escapeRe(p.role)} (\p{Ll}{2,12})\b`, 'iu').exec(message)?.[1];
  return word && !isEnglishWord(word) ? { ...p, name: `${word.charAt(0).toUpperCase()}${word.slice(1)}` } : p;
}

const WHAT: Record<Hardship, string> = { breakup: 'a breakup', job: 'losing a job', grief: 'a loss', illness: 'being ill', setback: 'a setback like that', low: 'a low patch' };
const HEARD: Record<Hardship, string> = { breakup: "heard about the breakup. I'm sorry, that's rubbish.", job: "heard about the job. I'm sorry, that's a rotten thing to happen.", grief: "I'm so sorry for your loss.", illness: "I'm sorry you're going through this.", setback: "heard what happened. I'm sorry, I know how much it mattered.", low: "I've been thinking about you." };

function forms(pronoun: Pronoun | null): { he: string; him: string } {
  if (pronoun === 'she') return { he: 'she', him: 'her' };
  if (pronoun === 'he') return { he: 'he', him: 'him' };
  return { he: 'they', him: 'them' };
}

/** The answer: how to support them, to the member, with one message to send. Null when the message tells no hardship. */
export function supportReply(ctx: CoachContext, message: string): string | null {
  if (message.trim().split(/\s+/).length > 40) return null;
  const found = supportNeeded(message);
  const who = someoneIn(message, ctx);
  if (!found || !who) return null;
  const p = withName(who, message);
  // "your brother Luis" the first time: the member knows who, and the role says why the advice fits.
  const name = p.kind === 'outsider' && p.name && p.role && p.mine ? `your ${p.role} ${p.name}` : nameOf(p);
  const { he, him } = forms(p.pronoun ?? (/\bshe\b/i.test(message) ? 'she' : /\bhe\b/i.test(message) ? 'he' : null));
  const specific: Record<Hardship, string> = {
    breakup: `- Don't run down the ex or hurry ${him} to move on; let ${him} talk about it as much or as little as ${he} wants.`,
    job: `- Offer practical help when ${he} asks for it (a read of the CV, a contact), and keep inviting ${him} to ordinary things: the job was never who ${he} is.`,
    grief: `- Say the name of the one who died and ask about them: most people go quiet around grief, and the silence hurts more than imperfect words.`,
    illness: `- Offer one concrete thing (a lift, a meal, a visit on a set day) rather than "let me know if you need anything".`,
    setback: `- Let ${him} be disappointed before anyone talks about next time; plans can wait a week.`,
    low: `- Ask how ${he} is really doing, and listen without trying to fix it.`,
  };
  const lines = [
    `- Reach out first and ask for nothing: a short message that says you know and you're around does more than advice.`,
    specific[found.event],
    found.withdrawn
      ? `- If ${he}'s shut away, go to ${him}: turn up with food, sit with ${him}, don't push for talk. Keep showing up even if the first tries get little back.`
      : `- Offer one plan that's easy to say yes to: food, a walk, something side by side.`,
    `- If it goes on for weeks, or ${he} talks about not wanting to be around, take it seriously: ask ${him} directly and help ${him} reach a doctor.`,
  ];
  const hello = calledIn(p) ?? (p.kind === 'outsider' && p.name ? p.name : null);
  const offer = p.kind === 'outsider' && p.type === 'professional' ? 'a coffee this week' : 'me coming round with food this week';
  const draft = `${hello ? `Hey ${hello}` : 'Hey'}, ${HEARD[found.event]} No need to talk about it, but I'm around. Fancy ${offer}?`;
  return [
    `It's hard to watch ${name} go through ${WHAT[found.event]}. You can't fix it for ${him}, but you can make it less lonely.`,
    lines.join('\n'),
    `Something you could send ${him}:\n\n"${draft}"`,
    `Would you like help with what to say when you see ${him}?`,
  ].join('\n\n');
}
