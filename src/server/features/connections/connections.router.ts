import { z } from 'zod';
import { CONNECTIONS_PAGE, INVITATIONS_PAGE } from '../../../shared/pages.js';
import { boundedInteger, listCursor } from '../../../shared/text.js';
import { assessedProcedure, memberProcedure, publicProcedure, router } from '../../trpc/init.js';
import {
  acceptInvitationAnswer,
  connectionCard,
  connectionView,
  createInvitationInput,
  idInput,
  invitationAnswer,
  invitationRecord,
  relationshipTypeInput,
  successAnswer,
  tokenInput,
  validateAnswer,
} from './connections.schemas.js';
import * as svc from './connections.service.js';
import { mailCanBeDelivered } from '../../ports/mail/index.js';
import { removeDepartedConnection } from './departed.js';
import { sendEmailInput } from '../../../shared/invitations.js';

const ok = { success: true as const };

/** `limit` (1–CONNECTIONS_PAGE) and `before` (the last item's `createdAt_id`, see listCursor): both optional. */
const connectionsPageInput = z.object({ limit: boundedInteger('limit', 1, CONNECTIONS_PAGE).optional(), before: listCursor.optional() }).optional();

export const invitationsRouter = router({
  /** Whether this server can send invitation e-mails (SMTP set up), so the Invite dialog can say so before a send. */
  delivery: assessedProcedure
    .output(z.object({ emailConfigured: z.boolean() }))
    .query(({ ctx }) => ({ emailConfigured: mailCanBeDelivered(ctx.deps.config) })),

  /** Links are built on PUBLIC_URL, else on the address the server listens on (never on a request header). */
  sendEmail: assessedProcedure
    .input(sendEmailInput)
    .output(invitationAnswer)
    .mutation(({ ctx, input }) => svc.sendEmailInvitation(ctx.deps, ctx.user, input)),

  create: assessedProcedure
    .input(createInvitationInput)
    .output(invitationAnswer)
    .mutation(({ ctx, input }) => svc.createDirectInvitation(ctx.deps, ctx.user, input)),

  list: assessedProcedure
    .input(z.object({ limit: boundedInteger('limit', 1, INVITATIONS_PAGE).optional(), before: listCursor.optional() }).optional())
    .output(z.array(invitationRecord))
    .query(({ ctx, input }) => svc.listInvitations(ctx.deps, ctx.user, input ?? {})),

  delete: assessedProcedure
    .input(idInput)
    .output(successAnswer)
    .mutation(async ({ ctx, input }) => {
      await svc.deleteInvitation(ctx.deps, ctx.user, input.id);
      return ok;
    }),

  validate: publicProcedure
    .input(tokenInput)
    .output(validateAnswer)
    .query(({ ctx, input }) => svc.validateInvitation(ctx.deps, input.token)),

  // Not gated: registration through an invitation accepts it before the survey (spec §4).
  accept: memberProcedure
    .input(tokenInput)
    .output(acceptInvitationAnswer)
    .mutation(async ({ ctx, input }) => ({ ...ok, connection: await svc.acceptInvitation(ctx.deps, ctx.user, input.token) })),
});

export const connectionsRouter = router({
  list: assessedProcedure
    .input(connectionsPageInput)
    .output(z.array(connectionView))
    .query(({ ctx, input }) => svc.listConnections(ctx.deps, ctx.user, input ?? {})),

  /**
   * The web app's list (decision 103): the active connections as cards, a page at a time, without the explained
   * Vibe (the dialog reads it with connections.get). GET /api/connections keeps the full views (connections.list).
   */
  cards: assessedProcedure
    .input(connectionsPageInput)
    .output(z.array(connectionCard))
    .query(({ ctx, input }) => svc.listConnectionCards(ctx.deps, ctx.user, input ?? {})),

  pending: assessedProcedure
    .input(connectionsPageInput)
    .output(z.array(connectionView))
    .query(({ ctx, input }) => svc.listPending(ctx.deps, ctx.user, input ?? {})),

  get: assessedProcedure
    .input(idInput)
    .output(connectionView)
    .query(({ ctx, input }) => svc.getConnection(ctx.deps, ctx.user, input.id)),

  accept: assessedProcedure
    .input(idInput)
    .output(connectionView)
    .mutation(({ ctx, input }) => svc.acceptConnection(ctx.deps, ctx.user, input.id)),

  reject: assessedProcedure
    .input(idInput)
    .output(successAnswer)
    .mutation(async ({ ctx, input }) => {
      await svc.rejectConnection(ctx.deps, ctx.user, input.id);
      return ok;
    }),

  setRelationshipType: assessedProcedure
    .input(relationshipTypeInput)
    .output(connectionView)
    .mutation(({ ctx, input }) => svc.changeRelationshipType(ctx.deps, ctx.user, input.id, input.relationshipType)),

  remove: assessedProcedure
    .input(idInput)
    .output(successAnswer)
    .mutation(async ({ ctx, input }) => {
      await svc.removeConnection(ctx.deps, ctx.user, input.id);
      return ok;
    }),

  /** One tap for the remaining member: what is left of a connection with someone who deleted their account goes. */
  removeDeparted: assessedProcedure
    .input(idInput)
    .output(successAnswer)
    .mutation(async ({ ctx, input }) => {
      await removeDepartedConnection(ctx.deps, ctx.user, input.id);
      return ok;
    }),
});
