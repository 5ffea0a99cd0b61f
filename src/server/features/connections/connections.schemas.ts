/**
 * Inputs, answers and messages of invitations and connections (spec §3, §7, §8). Pure zod, no server imports: the
 * web reads the same messages and types.
 */
import { z } from 'zod';
import { RELATIONSHIP_TYPES, type VibeResult } from '../../../shared/assessment/types.js';
import { emailSchema } from '../../../shared/auth.js';

export const INVITE_TTL_DAYS = 14;
export const PERSONAL_MESSAGE_MAX = 1000;

export const CONNECTION_MESSAGES = {
  invalidInvitation: 'This invitation link is no longer valid',
  usedInvitation: 'This invitation has already been used.',
  expiredInvitation: 'This invitation has expired. Ask the person who invited you for a new link.',
  ownInvitation: 'You cannot accept your own invitation.',
  inviteSelf: 'You cannot invite yourself.',
  tooManyInvites: 'You have sent too many invitations. Please try again in an hour.',
  personNotFound: 'That person could not be found.',
  invitationNotFound: 'Invitation not found.',
  acceptedInvitation: 'An accepted invitation cannot be deleted.',
  connectionNotFound: 'Connection not found.',
  alreadyActive: 'This connection is already active.',
  activeUseRemove: 'This connection is already active. Remove it instead.',
  ownRequest: 'Only the person you asked can accept this request.',
  emailOrPerson: 'Enter an email address or choose a person to connect with',
  alreadyConnected: (name: string) => `You are already connected with ${name}.`,
  alreadyPending: (name: string) => `There is already a pending connection request between you and ${name}.`,
  alreadyInvited: (email: string) => `You have already invited ${email}. You can copy the link from your invitations.`,
} as const;

const relationshipTypeMessage = `Choose one of ${RELATIONSHIP_TYPES.join(', ')}`;
export const relationshipTypeSchema = z.enum(RELATIONSHIP_TYPES, { message: relationshipTypeMessage });
/** Optional on invitations: empty or missing means friend (spec §9 default). */
const invitationRelationshipType = z
  .union([z.literal(''), relationshipTypeSchema], { message: relationshipTypeMessage })
  .nullish()
  .transform((v) => v || 'friend');

const personalMessage = z
  .string({ message: 'Personal message must be text' })
  .trim()
  .max(PERSONAL_MESSAGE_MAX, `Personal message must be at most ${PERSONAL_MESSAGE_MAX} characters`)
  .nullish()
  .transform((v) => v || null);

const id = z.string({ message: 'id is required' }).trim().min(1, 'id is required').max(64, 'id is too long');

export const sendEmailInput = z.object({
  inviteeEmail: emailSchema,
  personalMessage,
  relationshipType: invitationRelationshipType,
});
export type SendEmailInput = z.infer<typeof sendEmailInput>;

export const createInvitationInput = z
  .object({
    email: z
      .string({ message: 'Enter a valid email address' })
      .trim()
      .toLowerCase()
      .max(254, 'Email is too long')
      .nullish()
      .refine((v) => !v || z.email().safeParse(v).success, 'Enter a valid email address'),
    relationshipType: invitationRelationshipType,
    personalMessage,
    directUserId: id.nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.email && !v.directUserId) ctx.addIssue({ code: 'custom', path: ['email'], message: CONNECTION_MESSAGES.emailOrPerson });
  });
export type CreateInvitationInput = z.infer<typeof createInvitationInput>;

export const idInput = z.object({ id });
export const tokenInput = z.object({ token: z.string({ message: 'token is required' }).trim().min(1, 'token is required').max(200, 'token is too long') });
export const relationshipTypeInput = z.object({ id, relationshipType: relationshipTypeSchema });

// ---------------------------------------------------------------------------------------------------------------
// Answers

export const invitationStatus = z.enum(['pending', 'sent', 'failed', 'accepted']);

export const invitationRecord = z.object({
  id: z.string(),
  inviteeEmail: z.string().nullable(),
  inviteeUserId: z.string().nullable(),
  inviteeFirstName: z.string().nullable(),
  inviteeLastName: z.string().nullable(),
  relationshipType: relationshipTypeSchema,
  personalMessage: z.string().nullable(),
  status: invitationStatus,
  /** The invitee has survey results (meaningful once accepted). */
  hasCompletedAssessment: z.boolean(),
  /** The link can no longer be used (14 days passed, or the request was declined). */
  expired: z.boolean(),
  token: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type InvitationRecord = z.infer<typeof invitationRecord>;

export const invitationAnswer = z.object({
  invitation: invitationRecord,
  emailSent: z.boolean(),
  /** The link to share by hand: {PUBLIC_URL or this server}/signup?invite={token}. */
  link: z.string(),
});
export type InvitationAnswer = z.infer<typeof invitationAnswer>;

export const validateAnswer = z.union([
  z.object({
    valid: z.literal(true),
    inviter: z.object({ firstName: z.string(), lastName: z.string() }),
    relationshipType: relationshipTypeSchema,
  }),
  z.object({ valid: z.literal(false), message: z.string() }),
]);
export type ValidateAnswer = z.infer<typeof validateAnswer>;

export const otherUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  email: z.string(),
});

export const connectionView = z.object({
  id: z.string(),
  user1Id: z.string(),
  user2Id: z.string(),
  status: z.enum(['pending', 'active']),
  otherUser,
  otherUserResults: z.object({ personalityType: z.string() }).nullable(),
  relationshipType: relationshipTypeSchema,
  /** The Vibe score (percent) as the viewer sees it; null until both people have results. */
  compatibilityScore: z.number().nullable(),
  /** The full explained Vibe (engine output); null until both people have results. */
  vibe: z.custom<VibeResult>().nullable(),
  /** The viewer asked (user1). */
  isInviter: z.boolean(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type ConnectionView = z.infer<typeof connectionView>;

export const acceptInvitationAnswer = z.object({ success: z.literal(true), connection: connectionView });
export const successAnswer = z.object({ success: z.literal(true) });
