import { z } from 'zod';
import { memberProcedure, publicProcedure, router } from '../../trpc/init.js';
import {
  acceptInvitationAnswer,
  connectionView,
  createInvitationInput,
  idInput,
  invitationAnswer,
  invitationRecord,
  relationshipTypeInput,
  sendEmailInput,
  successAnswer,
  tokenInput,
  validateAnswer,
} from './connections.schemas.js';
import * as svc from './connections.service.js';

const ok = { success: true as const };

export const invitationsRouter = router({
  /** Links are built on PUBLIC_URL, else on the origin of the REST request (see connections.rest). */
  sendEmail: memberProcedure
    .input(sendEmailInput)
    .output(invitationAnswer)
    .mutation(({ ctx, input }) => svc.sendEmailInvitation(ctx.deps, ctx.user, input)),

  create: memberProcedure
    .input(createInvitationInput)
    .output(invitationAnswer)
    .mutation(({ ctx, input }) => svc.createDirectInvitation(ctx.deps, ctx.user, input)),

  list: memberProcedure.output(z.array(invitationRecord)).query(({ ctx }) => svc.listInvitations(ctx.deps, ctx.user)),

  delete: memberProcedure
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

  accept: memberProcedure
    .input(tokenInput)
    .output(acceptInvitationAnswer)
    .mutation(async ({ ctx, input }) => ({ ...ok, connection: await svc.acceptInvitation(ctx.deps, ctx.user, input.token) })),
});

export const connectionsRouter = router({
  list: memberProcedure.output(z.array(connectionView)).query(({ ctx }) => svc.listConnections(ctx.deps, ctx.user)),

  pending: memberProcedure.output(z.array(connectionView)).query(({ ctx }) => svc.listPending(ctx.deps, ctx.user)),

  get: memberProcedure
    .input(idInput)
    .output(connectionView)
    .query(({ ctx, input }) => svc.getConnection(ctx.deps, ctx.user, input.id)),

  accept: memberProcedure
    .input(idInput)
    .output(connectionView)
    .mutation(({ ctx, input }) => svc.acceptConnection(ctx.deps, ctx.user, input.id)),

  reject: memberProcedure
    .input(idInput)
    .output(successAnswer)
    .mutation(async ({ ctx, input }) => {
      await svc.rejectConnection(ctx.deps, ctx.user, input.id);
      return ok;
    }),

  setRelationshipType: memberProcedure
    .input(relationshipTypeInput)
    .output(connectionView)
    .mutation(({ ctx, input }) => svc.changeRelationshipType(ctx.deps, ctx.user, input.id, input.relationshipType)),

  remove: memberProcedure
    .input(idInput)
    .output(successAnswer)
    .mutation(async ({ ctx, input }) => {
      await svc.removeConnection(ctx.deps, ctx.user, input.id);
      return ok;
    }),
});
