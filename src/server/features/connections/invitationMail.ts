import type { RelationshipType } from '../../../shared/assessment/types.js';
import type { MailMessage } from '../../ports/mail/types.js';
import { INVITE_TTL_DAYS } from './connections.schemas.js';
import { oneLine, renderMail } from '../../ports/mail/layout.js';
import { t } from '../../i18n/translate.js';
import type { Locale } from '../../../shared/locales.js';

export const RELATIONSHIP_LABELS: Record<RelationshipType, string> = {
  professional: 'Professional',
  friend: 'Friend',
  family: 'Family',
  couple: 'Couple',
  crush: 'Crush',
};

/** Kept here for the callers that import it from this file; the one mail layout owns it. */
export { escapeHtml } from '../../ports/mail/layout.js';

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  relationshipType: RelationshipType;
  personalMessage: string | null;
  link: string;
  /** The invitee already has an account: the request waits in their Connections. */
  existingAccount: boolean;
  /** The invitee's language if they have an account, else the inviter's. */
  locale: Locale;
}

/**
 * The invitation e-mail, in the invitee's language when they have an account, else the inviter's (decision 071);
 * every piece of user text escaped by the layout.
 */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const { locale } = input;
  const inviter = oneLine(input.inviterName);
  const mail = renderMail({
    locale,
    subject: t(locale, 'invitation.subject', { inviter }),
    greeting: t(locale, 'mail.greetingPlain'),
    paragraphs: [
      t(locale, 'invitation.intro', { inviter, kind: input.relationshipType }),
      ...(input.personalMessage ? [{ by: t(locale, 'invitation.wrote', { inviter }), quote: input.personalMessage }] : []),
      t(locale, 'invitation.about'),
    ],
    action: t(locale, input.existingAccount ? 'invitation.existingAccount' : 'invitation.newAccount'),
    button: { label: t(locale, 'invitation.button'), link: input.link },
    footer: t(locale, 'invitation.footer', { days: INVITE_TTL_DAYS }),
    signature: true,
  });
  // No `link` for the outbox's log line: an invitation token is a secret of the person invited (issue 12, finding 10).
  return { to: input.to, ...mail };
}
