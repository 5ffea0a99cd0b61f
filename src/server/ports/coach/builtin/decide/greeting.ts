/** The greeting shown in an empty chat, and how it names the people the member can ask about. */
import { ATTACHMENT_LABELS, LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { CoachContext } from '../../context.js';
import { typeName, strongestAxis, lean } from '../compose/shared.js';

const AND_LIST = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * "yourself and Sam", "yourself, Sam and Jo", "yourself, Sam, Jo and your 3 other connections": two names at most,
 * then a count, so a long list never crowds the greeting; no one in the list reads as "the people in your life".
 */
export function whoToUnderstand(names: string[]): string {
  if (names.length === 0) return 'yourself and the people in your life';
  const rest = names.length - 2;
  const shown = rest > 0 ? [...names.slice(0, 2), `your ${rest === 1 ? 'other connection' : `${rest} other connections`}`] : names;
  return AND_LIST.format(['yourself', ...shown]);
}

/** The greeting shown in an empty chat. */
export function builtinGreeting(ctx: CoachContext): string {
  const me = ctx.person.firstName || 'there';
  const coach = ctx.coachName || 'your coach';
  const r = ctx.person.results;
  const lines = [`Hi ${me}, I'm ${coach}, your AI relationship coach.`];
  if (!r) {
    lines.push(
      "I don't have your assessment results yet. Once you complete the assessment, I can ground my suggestions in your personality type, attachment style, love languages and stability. Until then, I'm happy to help with general questions.",
    );
    lines.push('What would you like to talk about?');
    return lines.join('\n\n');
  }
  const e = strongestAxis(r);
  if (ctx.focus) {
    const f = ctx.focus;
    lines.push(
      `This is a private space to talk about ${f.firstName}.${f.results ? ` ${f.firstName} is ${typeName(f.results.personalityType)}${f.results.loveLanguageReceiving ? ` and receives love through **${LOVE_LANGUAGE_LABELS[f.results.loveLanguageReceiving]}**` : ''}.` : ''}${f.vibe ? ` Your Vibe together is **${f.vibe.score} (${f.vibe.band})**.` : ''}`,
    );
    lines.push(`What would you like to understand about ${f.firstName}?`);
    return lines.join('\n\n');
  }
  lines.push(
    `I know you're ${typeName(r.personalityType)}, leaning ${lean(e)}, with ${/^[AEIOU]/.test(ATTACHMENT_LABELS[r.relationshipType]) ? 'an' : 'a'} **${ATTACHMENT_LABELS[r.relationshipType]}** attachment style, and you feel loved through **${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}**. I can help you:`,
  );
  lines.push(
    [
      `- understand ${whoToUnderstand(ctx.connections.map((c) => c.firstName))} better`,
      '- plan what to say in a hard conversation',
      '- find gestures, date ideas and small weekly habits that fit you',
    ].join('\n'),
  );
  lines.push("What's on your mind today?");
  return lines.join('\n\n');
}

