import { z } from 'zod';
import { adminProcedure, assessedProcedure, router } from '../../trpc/init.js';
import {
  achievement,
  adminReport,
  blockedMember,
  blocksInput,
  communityProfile,
  communityProfileInput,
  dailyPrompt,
  feedInput,
  feedPage,
  joinInput,
  postIdInput,
  reactInput,
  reportInput,
  respondInput,
  socialProfile,
  streak,
  userIdInput,
  ALL_REACTIONS,
} from './social-hub.schemas.js';
import * as hub from './social-hub.service.js';
import * as moderation from './moderation.service.js';
import { ACHIEVEMENTS, achievementFor } from './achievements.js';

const ok = z.object({ success: z.literal(true) });
const done = async (work: Promise<void>) => {
  await work;
  return { success: true as const };
};

/** The Social Hub: members with a completed assessment (assessedProcedure answers 403 to others, 401 to visitors). */
export const socialHubRouter = router({
  /** POST /api/social-hub/join: the explicit choice to appear in the hub (what strangers see: type, photo). */
  join: assessedProcedure
    .input(joinInput)
    .output(communityProfile)
    .mutation(({ ctx, input }) => hub.join(ctx.deps, ctx.user.id, input)),
  /** GET /api/social-hub/daily-prompt: today's prompt, or null once the caller has shared today. */
  dailyPrompt: assessedProcedure.output(dailyPrompt.nullable()).query(({ ctx }) => hub.dailyPrompt(ctx.deps, ctx.user.id, ctx.user.locale)),
  /** POST /api/social-hub/respond */
  respond: assessedProcedure
    .input(respondInput)
    .output(z.object({ postId: z.string(), streak: z.number().int() }))
    .mutation(({ ctx, input }) => hub.respond(ctx.deps, ctx.user.id, input)),
  /** GET /api/social-hub/feed?limit=&before= */
  feed: assessedProcedure
    .input(feedInput)
    .output(feedPage)
    .query(({ ctx, input }) => hub.feed(ctx.deps, ctx.user.id, input, ctx.user.locale)),
  /** POST /api/social-hub/react: toggles. */
  react: assessedProcedure
    .input(reactInput)
    .output(z.object({ postId: z.string(), on: z.boolean(), reactions: z.array(z.object({ reactionType: z.enum(ALL_REACTIONS), count: z.number().int(), mine: z.boolean() })) }))
    .mutation(({ ctx, input }) => hub.react(ctx.deps, ctx.user.id, input)),
  /** GET /api/social-hub/streaks */
  streaks: assessedProcedure.output(z.array(streak)).query(({ ctx }) => hub.streaks(ctx.deps, ctx.user.id)),
  /** GET /api/social-hub/profile/{userId} */
  profile: assessedProcedure
    .input(userIdInput)
    .output(socialProfile)
    .query(({ ctx, input }) => hub.profile(ctx.deps, ctx.user.id, input.userId, ctx.user.locale)),
  /** The achievements there are (for the hub's legend). */
  achievementList: assessedProcedure
    .output(z.array(achievement.omit({ awardedAt: true })))
    .query(({ ctx }) => ACHIEVEMENTS.map((definition) => achievementFor(ctx.user.locale, definition))),

  /** GET /api/social-hub/me: whether the caller joined, and their choices (Settings › Privacy › Community). */
  myProfile: assessedProcedure.output(communityProfile).query(({ ctx }) => hub.myCommunityProfile(ctx.deps, ctx.user.id)),
  updateMyProfile: assessedProcedure
    .input(communityProfileInput)
    .output(communityProfile)
    .mutation(({ ctx, input }) => hub.updateCommunityProfile(ctx.deps, ctx.user.id, input)),

  deletePost: assessedProcedure
    .input(postIdInput)
    .output(ok)
    .mutation(({ ctx, input }) => done(moderation.deletePost(ctx.deps, ctx.user.id, input.postId))),
  report: assessedProcedure
    .input(reportInput)
    .output(ok)
    .mutation(({ ctx, input }) => done(moderation.report(ctx.deps, ctx.user.id, input))),
  block: assessedProcedure
    .input(userIdInput)
    .output(ok)
    .mutation(({ ctx, input }) => done(moderation.block(ctx.deps, ctx.user.id, input.userId))),
  unblock: assessedProcedure
    .input(userIdInput)
    .output(ok)
    .mutation(({ ctx, input }) => done(moderation.unblock(ctx.deps, ctx.user.id, input.userId))),
  /** GET /api/social-hub/blocks?limit=&before= */
  blocked: assessedProcedure
    .input(blocksInput)
    .output(z.array(blockedMember))
    .query(({ ctx, input }) => moderation.blocked(ctx.deps, ctx.user.id, input)),

  /** The administrator's Reports list and its two actions. */
  reports: adminProcedure.output(z.array(adminReport)).query(({ ctx }) => moderation.openReports(ctx.deps)),
  moderate: adminProcedure
    .input(postIdInput.extend({ action: z.enum(['hide', 'dismiss'], { message: 'action must be hide or dismiss' }) }))
    .output(ok)
    .mutation(({ ctx, input }) => done(moderation.moderatePost(ctx.deps, input.postId, input.action))),
});
