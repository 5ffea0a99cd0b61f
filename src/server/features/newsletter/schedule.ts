import { Cron } from 'croner';
// One module per function: the package's index would load all ~300 of date-fns's modules at start (issue 34).
import { getISOWeek } from 'date-fns/getISOWeek';
import { getISOWeekYear } from 'date-fns/getISOWeekYear';
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';
import type { AppConfig } from '../../env.js';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../../../shared/newsletter.js';

/** Spec §9: Mondays and Wednesdays; the subscribe message says 9 AM. Read in NEWSLETTER_TZ by croner (DST-aware). */
export const NEWSLETTER_CRON = '0 9 * * 1,3';

/** NEWSLETTER_TZ, else the zone this server runs in. */
export function newsletterTimeZone(config: Pick<AppConfig, 'newsletterTimeZone'>): string {
  return config.newsletterTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
}

function pattern(timeZone: string): Cron {
  return new Cron(NEWSLETTER_CRON, { paused: true, timezone: timeZone });
}

/** The next `count` slots strictly after `after`. */
export function nextSlots(timeZone: string, after: Date, count: number): Date[] {
  return pattern(timeZone).nextRuns(count, after);
}

/** The latest slot at or before `at` (undefined before the first Monday of time). */
export function latestSlot(timeZone: string, at: Date): Date | undefined {
  return pattern(timeZone).previousRuns(1, new Date(at.getTime() + 1000))[0];
}

export interface SlotInfo {
  dayOfWeek: string;
  weekNumber: number;
  /** e.g. "Monday 30 November 2026", in the schedule's zone. */
  label: string;
}

export function slotInfo(slot: Date, timeZone: string): SlotInfo {
  const inZone = { in: tz(timeZone) };
  return {
    dayOfWeek: format(slot, 'EEEE', inZone),
    weekNumber: getISOWeek(slot, inZone),
    label: format(slot, 'EEEE d MMMM yyyy', inZone),
  };
}

/** The topic an edition leads with: the four topics in turn, two editions a week, so each comes round every two weeks. */
export function focusTopic(slot: Date, timeZone: string): NewsletterTopic {
  const { weekNumber, dayOfWeek } = slotInfo(slot, timeZone);
  const year = getISOWeekYear(slot, { in: tz(timeZone) });
  const index = (year * 53 + weekNumber) * 2 + (dayOfWeek === 'Wednesday' ? 1 : 0);
  return NEWSLETTER_TOPICS[index % NEWSLETTER_TOPICS.length]!;
}
