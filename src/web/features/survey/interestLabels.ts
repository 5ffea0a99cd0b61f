import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The interest ratings' labels (spec §9, INTEREST_LABELS in src/shared/assessment/hobbies.ts) in the reader's language. */
const INTEREST = defineMessages({
  1: { id: 'survey.interest.1', defaultMessage: 'Not really' },
  2: { id: 'survey.interest.2', defaultMessage: 'A little' },
  3: { id: 'survey.interest.3', defaultMessage: 'Moderately' },
  4: { id: 'survey.interest.4', defaultMessage: 'Very much' },
  5: { id: 'survey.interest.5', defaultMessage: 'Absolutely love it!' },
});

/** The label of an interest rating 1..5 (rounded and clamped into that range). */
export function interestMessage(interest: number): MessageDescriptor {
  const level = Math.min(5, Math.max(1, Math.round(interest))) as 1 | 2 | 3 | 4 | 5;
  return INTEREST[level];
}
