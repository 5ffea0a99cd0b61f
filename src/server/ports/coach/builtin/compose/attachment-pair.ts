/**
 * Two attachment styles side by side ("jordans fearful avoidant and im secure. what does that mean for us as
 * friends", round 23 q06 got only the member's own scores): what each style means, how they meet in this kind of
 * relationship, and what helps, from the member's own style and the connection's as shared. A connection who keeps
 * their attachment private is not described, whatever the member says it is.
 */
import type { AttachmentStyle } from '../../../../../shared/assessment/types.js';
import { ATTACHMENT_LABELS } from '../../../../../shared/assessment/labels.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { understand } from '../read/understand.js';

/** What a style usually means, said so it reads after "which usually means" for anyone. */
const MEANS: Record<AttachmentStyle, string> = {
  secure: 'being comfortable with closeness and with space, and trusting that a rough patch can be talked through',
  anxious: 'being sensitive to signs of distance, and feeling steadier with reassurance and clear plans',
  avoidant: 'valuing independence, and pulling back when things get intense or when someone needs a lot',
  fearful_avoidant: 'wanting closeness and being wary of it at the same time, so moving towards people and then backing off, especially under stress',
};

/** What helps with the other person's style, in the member's hands. */
const HELPS: Record<AttachmentStyle, string[]> = {
  secure: ['You can be direct with each other: say what you need, and expect them to say it back.'],
  anxious: [
    'Keep things predictable: if you can\'t reply for a while, say when you will.',
    "After a disagreement, don't leave it hanging; a short \"we're fine, talk tomorrow\" does a lot.",
  ],
  avoidant: [
    "Give space without punishing it: a slow reply or a quiet week usually isn't about you.",
    'Keep plans low-pressure and concrete; "coffee Saturday?" lands better than "we need to talk".',
  ],
  fearful_avoidant: [
    "Don't read a pull-back or a slow reply as rejection; it is often how they handle feeling close.",
    'Be consistent: a regular, low-pressure plan (the same coffee or walk every couple of weeks) builds more trust than big gestures.',
    "When something feels off, one calm, direct check-in (\"all good with us?\") works better than chasing or waiting for them to raise it.",
  ],
};

/** What the member's own style brings to it. */
const OWN: Record<AttachmentStyle, string> = {
  secure: "Your secure style is the steadying part here: you can stay warm when they pull back without taking it personally, and that consistency is exactly what helps.",
  anxious: 'With your anxious style, notice when worry starts reading silence as rejection; check before you conclude.',
  avoidant: 'With your avoidant style, notice when you go quiet to get space; a one-line "I\'m fine, just need a few days" keeps it from looking like distance.',
  fearful_avoidant: 'Your own style pulls both ways too, so go gently with both of you: name what you need, even when it feels easier to withdraw.',
};

const KIND_NOTE: Partial<Record<CoachConnection['relationshipType'], string>> = {
  friend: 'Between friends, this shows mostly in how you keep in touch and how you get through a rough patch.',
  family: 'In family, this shows mostly in how you keep in touch and how old tensions get talked about, or not.',
  couple: 'In a couple, this shows most in conflict and in how much closeness and space each of you needs day to day.',
  crush: 'Early on, this shows in the pace: one of you may want to move faster than the other.',
  professional: 'At work, this shows mostly in how feedback and silence are read.',
};

const STYLE_WORDS = /\b(?:secure(?:ly)?|anxious(?:ly)?|avoidant|fearful|dismissive|attachment)\b/i;
const MEANING = /\bwhat (?:does|do|would) (?:that|this|it) mean\b|\bwhat (?:that|this) means\b|\bhow (?:do|does|will|would) (?:we|that|this|it) (?:work|fit|go|play out)\b|\b(?:good|bad) (?:match|combo|combination|sign)\b|\bcompatible\b|\bfor us\b/i;

/** A style as a sentence names it ("fearful-avoidant"), from the results screen's own labels. */
const named = (style: AttachmentStyle) => ATTACHMENT_LABELS[style].toLowerCase();

export function attachmentPair(ctx: CoachContext, message: string): string | null {
  const own = ctx.person.results?.relationshipType;
  if (!own || !STYLE_WORDS.test(message) || !MEANING.test(message)) return null;
  // The person is read only once the words say a pair of styles is asked about: most messages stop above.
  const c = understand(message, ctx).people.connections[0];
  if (!c) return null;
  const theirs = c.results?.relationshipType;
  const attachment = ctx.person.results?.evidence.attachment;
  const figures = attachment ? ` (anxiety ${Math.round(attachment.anxiety)}, avoidance ${Math.round(attachment.avoidance)}, out of 100)` : '';
  if (!theirs) {
    return [
      `${c.firstName} keeps their attachment style private, so I can't describe theirs; here is yours and what it brings. You are ${named(own)}${figures}, which usually means ${MEANS[own]}.`,
      OWN[own],
      `If you'd like to compare, you could ask ${c.firstName} how they see themselves; it is a good conversation to have anyway.`,
    ].join('\n\n');
  }
  return [
    `${c.firstName} is ${named(theirs)}, which usually means ${MEANS[theirs]}. You are ${named(own)}${figures}${own === theirs ? ', the same' : `, which usually means ${MEANS[own]}`}.`,
    `${KIND_NOTE[c.relationshipType] ?? ''} ${theirs === own ? 'You share a style, so you will often read each other easily.' : 'It is a workable mix, and a common one.'}`.trim(),
    ['What helps:', ...HELPS[theirs].map((h) => `- ${h}`), ...(own === 'secure' && theirs === 'secure' ? [] : [`- ${OWN[own]}`])].join('\n'),
    'A style is a tendency, not a fixed trait: it shifts with trust and time, for both of you.',
  ].join('\n\n');
}
