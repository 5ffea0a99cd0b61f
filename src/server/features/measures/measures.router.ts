import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc/init.js';
import { readMeasures } from './measures.service.js';

const scaleFigures = z.object({
  scale: z.string(),
  label: z.string(),
  n: z.number().int(),
  alpha: z.number().nullable(),
  testRetest: z.number().nullable(),
  testRetestN: z.number().int(),
});

/**
 * How well this server's instrument measures (decision 061). Public: only aggregates above their minimum counts,
 * read from what the hourly job stored. The item checks (which options may be keyed the wrong way) are for the
 * administrator.
 */
export const measuresRouter = router({
  /** GET /api/measures */
  figures: publicProcedure
    .output(z.object({ computedAt: z.string().nullable(), scales: z.array(scaleFigures) }))
    .query(({ ctx }) => readMeasures(ctx.deps, false)),

  /** GET /api/admin/measures: the same with each scale's flagged items. */
  itemChecks: adminProcedure
    .output(
      z.object({
        computedAt: z.string().nullable(),
        scales: z.array(scaleFigures.extend({ flaggedItems: z.array(z.object({ category: z.string(), categoryName: z.string(), option: z.number().int(), text: z.string(), r: z.number() })) })),
      }),
    )
    .query(async ({ ctx }) => {
      const answer = await readMeasures(ctx.deps, true);
      return { computedAt: answer.computedAt, scales: answer.scales.map((s) => ({ ...s, flaggedItems: s.flaggedItems ?? [] })) };
    }),
});
