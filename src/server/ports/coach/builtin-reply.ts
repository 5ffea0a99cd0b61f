import { builtinReply } from './builtin/index.js';
import { topicOf } from './builtin/content/topics.js';
import { classify, loadModel } from './builtin/read/classify.js';
import { boundedMessage, gistOf } from './builtin/read/bounded.js';
import { loadNlp } from '../../lazy.js';
import type { PrivatePart } from './context.js';
import type { CoachAttachment, CoachRequest } from './types.js';

/**
 * The offline coach's reply to one message (builtin-provider.ts streams it). Loaded on first use with everything it
 * reads with. prepareBuiltinEngine() parses the intent model, loads compromise and answers one made-up message for a
 * made-up person (nothing is stored), so the lexicons each library builds on first use and the engine's first run
 * are paid while the person types rather than by their first reply (issue 34: that reply took about half a second
 * more than the next one even when the model was read at start-up).
 */
export async function prepareBuiltinEngine(): Promise<void> {
  loadNlp();
  await loadModel();
  const context = { coachName: 'Coach', person: { firstName: 'Sam', results: null, hobbies: null }, connections: [], history: [] };
  await builtinText({ context, message: 'How do I tell my partner I need more time to myself on Friday evening?', mode: 'coach' });
}

function describeAttachment(a: CoachAttachment): string {
  if (a.kind === 'image') {
    return `I can't look inside images as the offline coach, but here's what I can tell about **${a.name}**: ${a.summary ?? 'an image'}. If you tell me what it shows and what it means to you, I can help you think it through.`;
  }
  return `I read **${a.name}** (${a.summary ?? 'a text file'}). As the offline coach I can't analyse a document in depth, so tell me what part of it matters most to you and I'll coach you on that.`;
}

export async function builtinText(request: CoachRequest): Promise<string> {
  const notes = (request.attachments ?? []).map(describeAttachment);
  // Every later step reads a bounded text, so no message can hold the event loop for long (issue 29, item 7).
  const message = boundedMessage(request.message.trim());
  if (!message) return [...notes, 'What would you like to do with it?'].join('\n\n');
  const full = builtinReply(request.context, gistOf(message), await classify(message));
  const reply = request.mode === 'guidance' ? toBoth(request, condensedForBoth(full, request.context.person.keptFromAudience)) : full;
  return notes.length ? `${notes.join('\n\n')}\n\n${reply}` : reply;
}

/**
 * In a shared ("with") chat both people read the coach (issue 29, item 8): it greets them both by name, names what
 * they have just been talking about when it can tell, and says whose results a figure is ("Maya leans 82%
 * Introverted"), so neither reads the other's scores as their own.
 */
export function toBoth(request: CoachRequest, reply: string): string {
  const me = request.context.person.firstName;
  const other = request.context.focus?.firstName;
  if (!me || !other) return reply;
  const recent = [request.message, ...(request.otherVoices ?? []).slice(-3).map((v) => v.content)].join(' ');
  const topic = topicOf(recent);
  // What the other person just said, when it is short enough to pick up in a line (both of them read it anyway).
  const said = request.otherVoices?.at(-1)?.content.replace(/\s+/g, ' ').trim();
  const echo = said && said.split(' ').length <= 12 && !/["\n]/.test(said) ? said.replace(/[.!?]+$/, '') : '';
  const opener = topic ? `${me} and ${other}, it sounds like this is about ${topic.label}.` : echo ? `${me} and ${other}, picking up on "${echo}": here is one thing that may help.` : `${me} and ${other}, here is one thing that may help right now.`;
  const named = reply
    // "Sam (your partner)" would be read by Sam as about himself: whose partner is said by name.
    .replace(/\((?:your) (partner|friend|colleague|family member|crush)\)/g, `(${me}'s $1)`)
    .replace(/\bYou lean\b/g, `${me} leans`)
    .replace(/\byou lean\b/g, `${me} leans`)
    .replace(/\bYour (type|attachment style|results|overall stability|love language)\b/g, `${me}'s $1`)
    .replace(/\byour (type|attachment style|results|overall stability|love language)\b/g, `${me}'s $1`);
  const blocks = named.split('\n\n');
  // The condensed reply's first block is the engine's opener, written to one person: the greeting to both replaces it.
  if (blocks.length > 1 && !blocks[0]!.startsWith('- ')) blocks.shift();
  // A closing question written to one person ("what did you most need?") is asked of both.
  const last = blocks.at(-1) ?? '';
  if (blocks.length > 1 && !last.startsWith('- ') && /\?$/.test(last)) blocks[blocks.length - 1] = `${me} and ${other}: what would each of you like from the other here?`;
  return [opener, ...blocks].join('\n\n');
}

/**
 * In a shared chat both people read the coach, mid-conversation: keep the opener, the two most specific suggestions
 * and the closing question, and leave out the longer Vibe paragraph.
 */
export function condensedForBoth(reply: string, keptFromAudience: PrivatePart[] = []): string {
  const blocks = reply.split('\n\n').filter((b) => b.trim().length > 0);
  const hidden = keptFromAudience.map((p) => PRIVATE_TOPIC[p]);
  const shareable = (text: string) => !hidden.some((re) => re.test(text));
  if (blocks.length <= 2 && hidden.length === 0) return reply;
  const bullets = blocks.find((b) => b.startsWith('- '));
  const top = bullets?.split('\n').filter((line) => line.startsWith('- ') && shareable(line)).slice(0, 2).join('\n');
  const opener = blocks[0] && !blocks[0].startsWith('- ') && shareable(blocks[0]) ? blocks[0] : undefined;
  const closing = blocks.length > 1 && shareable(blocks[blocks.length - 1]!) ? blocks[blocks.length - 1] : undefined;
  return [opener, top, closing].filter(Boolean).join('\n\n') || 'It might help to each say, in one sentence, what you need from the other right now.';
}

/**
 * How the offline coach's sentences name each private part (its replies are written from fixed templates), so a
 * reply both people read leaves out what the person keeps from the other.
 */
const PRIVATE_TOPIC: Record<PrivatePart, RegExp> = {
  attachment: /attachment|anxiety|avoidance|secure|anxious|avoidant|reassurance|closeness/i,
  loveLanguages: /love language|receive[sd]? love|feel loved|loved through|words of affirmation|quality time|acts of service|physical touch|gifts?\b/i,
  stability: /stabilit|steadiest|stretched|footing/i,
};
