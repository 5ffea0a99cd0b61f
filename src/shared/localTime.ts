// One module per function: the package's index would load all ~300 of date-fns's modules at start (issue 34).
import { addDays } from 'date-fns/addDays';
import { addWeeks } from 'date-fns/addWeeks';
import { format } from 'date-fns/format';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfWeek } from 'date-fns/startOfWeek';
import { tz } from '@date-fns/tz';

/**
 * Local days and weeks in a person's own IANA time zone (ARCHITECTURE "Time is a dependency"). Weeks start on Monday
 * at 00:00 local time and days at local midnight; DST is the library's business, not offset arithmetic of ours, so a
 * week may last 167 or 169 hours.
 */

export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * Zone names already checked. Building an Intl.DateTimeFormat costs about a tenth of a millisecond and hot paths ask
 * for every request (the load test found it among the top costs); the set of zone names is small and fixed.
 */
const checkedZones = new Map<string, boolean>();

/** True when the runtime knows this IANA zone name (e.g. "Pacific/Auckland"). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  const known = checkedZones.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    valid = true;
  } catch {
    valid = false;
  }
  // Only valid names are kept, so a flood of made-up ones cannot grow the map.
  if (valid) checkedZones.set(zone, true);
  return valid;
}

/** The zone to use for a stored value: itself when valid, else UTC. */
export function zoneOrDefault(zone: string | null | undefined): string {
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

export interface LocalPeriod {
  /** The local date the period starts on, "YYYY-MM-DD" (for a week: its Monday). Stable name for the period. */
  key: string;
  /** First instant of the period (UTC). */
  start: Date;
  /** First instant of the next period (UTC). */
  end: Date;
}

/** The local week (Monday 00:00 to the next Monday 00:00) that contains `instant` in `zone`. */
export function localWeek(instant: Date, zone: string): LocalPeriod {
  const inZone = tz(zoneOrDefault(zone));
  const start = startOfWeek(instant, { weekStartsOn: 1, in: inZone });
  const end = addWeeks(start, 1, { in: inZone });
  return { key: format(start, 'yyyy-MM-dd'), start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The local day (midnight to midnight) that contains `instant` in `zone`. */
export function localDay(instant: Date, zone: string): LocalPeriod {
  const inZone = tz(zoneOrDefault(zone));
  const start = startOfDay(instant, { in: inZone });
  const end = addDays(start, 1, { in: inZone });
  return { key: format(start, 'yyyy-MM-dd'), start: new Date(start.getTime()), end: new Date(end.getTime()) };
}
