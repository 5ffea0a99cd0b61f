import type { VibeBand } from './types.js';

// Apart from vibe.ts, whose scoring reads the survey's and the hobbies' data: the connection cards on the signed-in
// home's first paint only name and colour a score (issue 34).

/** 85+ Excellent, 70–84 Very Good, 55–69 Good, 40–54 Moderate, below 40 Low (spec §9). */
export function vibeBand(score: number): VibeBand {
  if (!(score >= 40)) return 'Low';
  if (score >= 85) return 'Excellent';
  if (score >= 70) return 'Very Good';
  if (score >= 55) return 'Good';
  return 'Moderate';
}

/** Mantine colour for a Vibe score: 85+ green, 70+ teal, 55+ yellow, else orange. */
export function vibeColor(score: number): string {
  if (score >= 85) return 'green';
  if (score >= 70) return 'teal';
  if (score >= 55) return 'yellow';
  return 'orange';
}
