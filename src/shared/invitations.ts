/**
 * The invite request (POST /api/invitations/send-email), validated with this one schema by the Invite dialog and
 * the server (spec §5: e-mail required, relationship type one of five or empty for friend, message optional).
 */
import { z } from 'zod';
import { RELATIONSHIP_TYPES } from './assessment/types.js';
import { emailSchema } from './auth.js';
import { multiLineText } from './text.js';

export const PERSONAL_MESSAGE_MAX = 1000;

const relationshipTypeMessage = `Choose one of ${RELATIONSHIP_TYPES.join(', ')}`;
export const relationshipTypeSchema = z.enum(RELATIONSHIP_TYPES, { message: relationshipTypeMessage });

/** Optional on invitations: empty or missing means friend (spec §9 default). */
export const invitationRelationshipType = z
  .union([z.literal(''), relationshipTypeSchema], { message: relationshipTypeMessage })
  .nullish()
  .transform((v) => v || 'friend');

export const personalMessageSchema = multiLineText({ label: 'Personal message', max: PERSONAL_MESSAGE_MAX })
  .nullish()
  .transform((v) => v || null);

export const sendEmailInput = z.object({
  inviteeEmail: emailSchema,
  personalMessage: personalMessageSchema,
  relationshipType: invitationRelationshipType,
});
export type SendEmailInput = z.infer<typeof sendEmailInput>;
/** What the Invite dialog holds before the schema turns '' into friend and trims the message. */
export type SendEmailForm = { inviteeEmail: string; relationshipType: (typeof RELATIONSHIP_TYPES)[number] | ''; personalMessage: string };
