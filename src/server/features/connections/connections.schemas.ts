/**
 * Inputs, answers and messages of invitations and connections (spec §3, §7, §8). Pure zod, no server imports: the
 * web reads the same messages and types.
 */
import { z } from 'zod';
import { identifier } from '../../../shared/text.js';
import type { VibeResult } from '../../../shared/assessment/types.js';
import { invitationRelationshipType, personalMessageSchema as personalMessage, relationshipTypeSchema } from '../../../shared/invitations.js';
import { VIBE_CAUSES } from '../vibe/vibe.tables.js';

// The invite request itself (sendEmailInput) lives in src/shared/invitations.ts: the Invite dialog validates with it.
export { relationshipTypeSchema };
export const INVITE_TTL_DAYS = 14;

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
  departedOnly: 'Only a connection with someone who has left Attune can be removed this way.',
  departedReadOnly: 'This person has left Attune, so the connection can no longer change.',
  emailOrPerson: 'Enter an email address or choose a person to connect with',
  alreadyRequested: 'You have already sent this person a request. It is waiting for their answer.',
  alreadyConnected: (name: string) => `You are already connected with ${name}.`,
  alreadyPending: (name: string) => `There is already a pending connection request between you and ${name}.`,
} as const;


const id = identifier('id');


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
export const tokenInput = z.object({ token: identifier('token', 200) });
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
  /**
   * The same invitation was asked for again and this is the open one made before: nothing new was stored or sent.
   * Answered alike whether or not the address has an account (issue 28), so it tells nothing about who is a member.
   */
  repeated: z.boolean(),
});
export type InvitationAnswer = z.infer<typeof invitationAnswer>;

export const validateAnswer = z.union([
  z.object({
    valid: z.literal(true),
    inviter: z.object({ firstName: z.string(), lastName: z.string() }),
    relationshipType: relationshipTypeSchema,
    /**
     * The address the inviter typed, so the sign-up form can fill it in for the token holder (the token is the
     * proof); empty for a link made for a member. Never says whether that address has an account.
     */
    inviteeEmail: z.string(),
  }),
  z.object({ valid: z.literal(false), message: z.string() }),
]);
export type ValidateAnswer = z.infer<typeof validateAnswer>;

/**
 * The other person as the viewer may see them (privacy/visibility.ts): on a request the viewer sent, names and photo
 * are empty and the e-mail is the address the viewer typed (or empty).
 */
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
  /** When the other person last finished a retake (issue 32), for a quiet line on the card; null without one. */
  otherResultsUpdatedAt: z.string().nullable(),
  relationshipType: relationshipTypeSchema,
  /** The note the person who asked wrote with their request (shown to both), if any. */
  personalMessage: z.string().nullable(),
  /** The Vibe score (percent) as the viewer sees it; null until both people have results. */
  compatibilityScore: z.number().nullable(),
  /** The full explained Vibe (engine output); null until both people have results. */
  vibe: z.custom<VibeResult>().nullable(),
  /** What last moved the Vibe (decision 012), when that move explains the number shown now. */
  vibeMove: z
    .object({
      previousScore: z.number(),
      score: z.number(),
      cause: z.enum(VIBE_CAUSES),
      changedBy: z.enum(['you', 'them']).nullable(),
      detail: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  /** The viewer asked (user1). */
  isInviter: z.boolean(),
  /**
   * When the other person deleted their account (decision 027), else null. Such a connection is no longer one: its
   * chats read only, without a Vibe, until the viewer removes it (connections.removeDeparted).
   */
  departedAt: z.string().nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type ConnectionView = z.infer<typeof connectionView>;

/**
 * A connection as the list shows it (decision 103): the view without the explained Vibe and its last move, which
 * only the connection's dialog shows (connections.get). Same fields otherwise, under the same visibility.
 */
export const connectionCard = connectionView.omit({ vibe: true, vibeMove: true });
export type ConnectionCardView = z.infer<typeof connectionCard>;

export const acceptInvitationAnswer = z.object({ success: z.literal(true), connection: connectionView });
export const successAnswer = z.object({ success: z.literal(true) });
