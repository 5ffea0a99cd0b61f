/**
 * The daily_reflection streak from the local dates a person shared a reflection on. Dates are calendar dates in the
 * person's own zone at the time, so daylight saving or travel never breaks a run: consecutive dates are consecutive
 * days. A streak is current while its last day is today or yesterday (today's reflection may still come).
 */
const DAY_MS = 86_400_000;

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

export function streaksFrom(dates: readonly string[], today: string): { current: number; longest: number } {
  const days = [...new Set(dates.map(dayNumber))].sort((a, b) => b - a);
  // Runs of consecutive days, newest first.
  const runs: number[] = [];
  days.forEach((day, i) => {
    if (i > 0 && days[i - 1]! - day === 1) runs[runs.length - 1]! += 1;
    else runs.push(1);
  });
  const current = days.length > 0 && dayNumber(today) - days[0]! <= 1 ? runs[0]! : 0;
  return { current, longest: Math.max(0, ...runs) };
}
