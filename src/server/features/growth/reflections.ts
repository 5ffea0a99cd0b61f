import type { AppDeps } from '../../deps.js';
import * as q from './growth.queries.js';

/** How many of the latest reflections ground the coach, and how much of each. */
const COACH_REFLECTIONS = 3;

/**
 * The person's latest reflections for their own coach, only when "Let the coach use my reflections" is on (the
 * default). Nobody else's coach context ever calls this for them.
 */
export async function reflectionsForCoach(deps: AppDeps, userId: string) {
  if (!(await q.coachUsesReflections(deps.database.db, userId))) return [];
  const rows = await q.latestReflections(deps.database.db, userId, COACH_REFLECTIONS);
  return rows.map((r) => ({ title: r.title, stabilityType: r.stability_type, content: r.content.slice(0, 600), insights: r.insights?.slice(0, 300) ?? null, createdAt: r.created_at }));
}
