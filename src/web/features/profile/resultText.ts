import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AttachmentStyle, Axis, AxisEvidence, LoveLanguage, StabilityDimension, TypeLetter } from '../../../shared/assessment/types';
import type { IntlShape } from 'react-intl';

/**
 * The results' labels and short texts (src/shared/assessment/labels.ts, which the server and the coach keep in
 * English) as messages in the reader's language (issue 33). The English defaultMessage is the shared module's text
 * word for word; the catalogue test says when a language misses one.
 */
const LOVE = defineMessages({
  words_of_affirmation: { id: 'results.love.words_of_affirmation', defaultMessage: 'Words of Affirmation' },
  quality_time: { id: 'results.love.quality_time', defaultMessage: 'Quality Time' },
  acts_of_service: { id: 'results.love.acts_of_service', defaultMessage: 'Acts of Service' },
  gifts: { id: 'results.love.gifts', defaultMessage: 'Receiving Gifts' },
  giftsGiving: { id: 'results.love.giftsGiving', defaultMessage: 'Giving Gifts' },
  physical_touch: { id: 'results.love.physical_touch', defaultMessage: 'Physical Touch' },
});

/** The love language as worded for one side ("Giving Gifts" when giving, "Receiving Gifts" when receiving). */
export function loveLanguageMessage(language: LoveLanguage, side: 'giving' | 'receiving'): MessageDescriptor {
  return side === 'giving' && language === 'gifts' ? LOVE.giftsGiving : LOVE[language];
}

const LOVE_TEXT: Record<LoveLanguage, Record<'giving' | 'receiving', MessageDescriptor>> = {
  words_of_affirmation: defineMessages({
    giving: {
      id: 'results.loveText.words_of_affirmation.giving',
      defaultMessage: 'You show care by saying it out loud: praise, thanks and the occasional note that says what someone means to you.',
    },
    receiving: { id: 'results.loveText.words_of_affirmation.receiving', defaultMessage: 'Hearing sincere, specific words of appreciation is what makes you feel seen and valued.' },
  }),
  quality_time: defineMessages({
    giving: { id: 'results.loveText.quality_time.giving', defaultMessage: 'You show care by making room for someone and giving them your full, undistracted attention.' },
    receiving: { id: 'results.loveText.quality_time.receiving', defaultMessage: 'You feel most loved when someone sets the world aside and simply spends unhurried time with you.' },
  }),
  acts_of_service: defineMessages({
    giving: { id: 'results.loveText.acts_of_service.giving', defaultMessage: 'You show care through practical help, taking on jobs that make someone’s day lighter.' },
    receiving: { id: 'results.loveText.acts_of_service.receiving', defaultMessage: 'You feel looked after when someone quietly takes something off your plate without being asked.' },
  }),
  gifts: defineMessages({
    giving: { id: 'results.loveText.gifts.giving', defaultMessage: 'You show care with thoughtful tokens that prove you were thinking of someone when they weren’t there.' },
    receiving: { id: 'results.loveText.gifts.receiving', defaultMessage: 'A well-chosen present, however small, tells you that you were on someone’s mind.' },
  }),
  physical_touch: defineMessages({
    giving: { id: 'results.loveText.physical_touch.giving', defaultMessage: 'You show care through closeness: a hand to hold, a hug, sitting shoulder to shoulder.' },
    receiving: { id: 'results.loveText.physical_touch.receiving', defaultMessage: 'Affectionate touch is what helps you feel safe, connected and at ease with someone.' },
  }),
};

/** One sentence on how the language shows up on one side. */
export function loveLanguageText(language: LoveLanguage, side: 'giving' | 'receiving'): MessageDescriptor {
  return LOVE_TEXT[language][side];
}

export const ATTACHMENT_MESSAGES: Record<AttachmentStyle, MessageDescriptor> = defineMessages({
  secure: { id: 'results.attachment.secure', defaultMessage: 'Secure' },
  anxious: { id: 'results.attachment.anxious', defaultMessage: 'Anxious' },
  avoidant: { id: 'results.attachment.avoidant', defaultMessage: 'Avoidant' },
  fearful_avoidant: { id: 'results.attachment.fearful_avoidant', defaultMessage: 'Fearful-Avoidant' },
});

export const ATTACHMENT_TEXT: Record<AttachmentStyle, MessageDescriptor> = defineMessages({
  secure: {
    id: 'results.attachmentText.secure',
    defaultMessage:
      'You tend to feel at ease with closeness and with time apart. You can usually say what you need and trust that a rough patch can be worked through together.',
  },
  anxious: {
    id: 'results.attachmentText.anxious',
    defaultMessage:
      'You care deeply and notice the smallest shifts in a connection. When things feel uncertain you may look for reassurance, and clear, warm communication helps you feel settled.',
  },
  avoidant: {
    id: 'results.attachmentText.avoidant',
    defaultMessage:
      'You value your independence and like to handle things in your own way. Closeness can feel like a lot at times, and you do best with partners who give you room while staying steady.',
  },
  fearful_avoidant: {
    id: 'results.attachmentText.fearful_avoidant',
    defaultMessage:
      'You long for closeness and also feel wary of it, so you may move towards people and then step back. That push and pull makes sense, and patience, safety and honest conversation help it ease over time.',
  },
});

export const LETTER_MESSAGES: Record<TypeLetter, MessageDescriptor> = defineMessages({
  E: { id: 'results.letter.E', defaultMessage: 'Extraverted' },
  I: { id: 'results.letter.I', defaultMessage: 'Introverted' },
  S: { id: 'results.letter.S', defaultMessage: 'Sensing' },
  N: { id: 'results.letter.N', defaultMessage: 'Intuitive' },
  T: { id: 'results.letter.T', defaultMessage: 'Thinking' },
  F: { id: 'results.letter.F', defaultMessage: 'Feeling' },
  J: { id: 'results.letter.J', defaultMessage: 'Judging' },
  P: { id: 'results.letter.P', defaultMessage: 'Perceiving' },
});

export const AXIS_MESSAGES: Record<Axis, MessageDescriptor> = defineMessages({
  EI: { id: 'results.axis.EI', defaultMessage: 'Energy' },
  SN: { id: 'results.axis.SN', defaultMessage: 'Information' },
  TF: { id: 'results.axis.TF', defaultMessage: 'Decisions' },
  JP: { id: 'results.axis.JP', defaultMessage: 'Structure' },
});

export const STABILITY_MESSAGES: Record<StabilityDimension, MessageDescriptor> = defineMessages({
  mental: { id: 'results.stability.mental', defaultMessage: 'Mental' },
  emotional: { id: 'results.stability.emotional', defaultMessage: 'Emotional' },
  physical: { id: 'results.stability.physical', defaultMessage: 'Physical' },
  social: { id: 'results.stability.social', defaultMessage: 'Social' },
  spiritual: { id: 'results.stability.spiritual', defaultMessage: 'Spiritual' },
  desire: { id: 'results.stability.desire', defaultMessage: 'Desire' },
});

/** "72% Introverted" (describeAxis in labels.ts), the percentage in the reader's format. */
export function describeAxisIntl(intl: IntlShape, e: AxisEvidence): string {
  return intl.formatMessage(
    { id: 'results.axisLean', defaultMessage: '{percent, number, percent} {letter}' },
    { percent: Math.round(e.percent) / 100, letter: intl.formatMessage(LETTER_MESSAGES[e.letter]) },
  );
}

const SCALES: Record<'anxiety' | 'avoidance' | 'giving' | 'receiving' | 'stability', MessageDescriptor> = defineMessages({
  anxiety: { id: 'results.scale.anxiety', defaultMessage: 'Attachment anxiety' },
  avoidance: { id: 'results.scale.avoidance', defaultMessage: 'Attachment avoidance' },
  giving: { id: 'results.scale.giving', defaultMessage: 'Giving: {language}' },
  receiving: { id: 'results.scale.receiving', defaultMessage: 'Receiving: {language}' },
  stability: {
    id: 'results.scale.stability',
    defaultMessage:
      '{dimension, select, mental {Mental stability} emotional {Emotional stability} physical {Physical stability} social {Social stability} spiritual {Spiritual stability} other {Desire stability}}',
  },
});

/**
 * A measured scale's name (src/shared/assessment/measurement.ts: "axis:EI", "anxiety", "giving:gifts",
 * "stability:social") in the reader's language; an unknown scale keeps the server's label.
 */
export function scaleLabel(intl: IntlShape, scale: string, fallback: string): string {
  const [kind, rest] = scale.split(':') as [string, string | undefined];
  if (kind === 'axis' && rest && rest in AXIS_MESSAGES) return intl.formatMessage(AXIS_MESSAGES[rest as Axis]);
  if (kind === 'anxiety' || kind === 'avoidance') return intl.formatMessage(SCALES[kind]);
  if ((kind === 'giving' || kind === 'receiving') && rest && rest in LOVE_TEXT) {
    // The score lists name the language as LOVE_LANGUAGE_LABELS does ("Receiving Gifts" on both sides).
    return intl.formatMessage(SCALES[kind], { language: intl.formatMessage(loveLanguageMessage(rest as LoveLanguage, 'receiving')) });
  }
  if (kind === 'stability' && rest && rest in STABILITY_MESSAGES) return intl.formatMessage(SCALES.stability, { dimension: rest });
  return fallback;
}
