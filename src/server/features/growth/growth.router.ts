import { z } from 'zod';
import { identifier } from '../../../shared/text.js';
import { adminProcedure, assessedProcedure, router } from '../../trpc/init.js';
import {
  completeInput,
  createEntryInput,
  journalEntry,
  journalSettings,
  journalSummary,
  listEntriesInput,
  stabilityTypeSchema,
  updateEntryInput,
  weekProgress,
  weeklyAction,
  writeEntryInput,
} from './growth.schemas.js';
import * as growth from './growth.service.js';

const typeInput = z.object({ stabilityType: stabilityTypeSchema });
const entryId = z.object({ id: identifier('Journal entry') });

/** Weekly stability actions (spec §7): assessed members only (spec §6); every call is the caller's own, another person's action is a 404. */
export const stabilityActionsRouter = router({
  list: assessedProcedure
    .input(typeInput)
    .output(z.array(weeklyAction))
    .query(({ ctx, input }) => growth.listWeekActions(ctx.deps, ctx.user.id, input.stabilityType, ctx.user.locale)),
  progress: assessedProcedure
    .input(typeInput)
    .output(weekProgress)
    .query(({ ctx, input }) => growth.weekProgress(ctx.deps, ctx.user.id, input.stabilityType)),
  generate: assessedProcedure
    .input(typeInput)
    .output(z.array(weeklyAction))
    .mutation(({ ctx, input }) => growth.generateForWeek(ctx.deps, ctx.user.id, input.stabilityType, ctx.user.locale)),
  complete: assessedProcedure
    .input(completeInput)
    .output(z.object({ pointsAwarded: z.number(), journalEntryId: z.string().nullable() }))
    .mutation(({ ctx, input }) => growth.completeAction(ctx.deps, ctx.user.id, input)),
});

/** The reflection journal: the most private text in the product, the owner's alone. */
export const journalRouter = router({
  create: assessedProcedure
    .input(createEntryInput)
    .output(journalEntry)
    .mutation(({ ctx, input }) => growth.createEntry(ctx.deps, ctx.user.id, input, ctx.user.locale)),
  /** Free writing: an entry of the caller's own, tied to no action. */
  write: assessedProcedure
    .input(writeEntryInput)
    .output(journalEntry)
    .mutation(({ ctx, input }) => growth.writeEntry(ctx.deps, ctx.user.id, input, ctx.user.locale)),
  list: assessedProcedure
    .input(listEntriesInput)
    .output(z.array(journalEntry))
    .query(({ ctx, input }) => growth.listEntries(ctx.deps, ctx.user.id, input, ctx.user.locale)),
  summary: assessedProcedure
    .input(listEntriesInput.pick({ search: true }))
    .output(journalSummary)
    .query(({ ctx, input }) => growth.entrySummary(ctx.deps, ctx.user.id, input.search)),
  get: assessedProcedure
    .input(entryId)
    .output(journalEntry)
    .query(({ ctx, input }) => growth.getEntry(ctx.deps, ctx.user.id, input.id, ctx.user.locale)),
  update: assessedProcedure
    .input(updateEntryInput)
    .output(journalEntry)
    .mutation(({ ctx, input }) => growth.updateEntry(ctx.deps, ctx.user.id, input, ctx.user.locale)),
  delete: assessedProcedure
    .input(entryId)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => growth.deleteEntry(ctx.deps, ctx.user.id, input.id)),
  settings: assessedProcedure.output(journalSettings).query(({ ctx }) => growth.journalSettings(ctx.deps, ctx.user.id)),
  updateSettings: assessedProcedure
    .input(journalSettings)
    .output(journalSettings)
    .mutation(({ ctx, input }) => growth.setJournalSettings(ctx.deps, ctx.user.id, input)),
  /** The admin monitor may count reflections, never read them. */
  count: adminProcedure.output(z.object({ total: z.number() })).query(({ ctx }) => growth.countReflections(ctx.deps)),
});
