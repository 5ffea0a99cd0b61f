import type { MailMessage } from '../../ports/mail/types.js';
import { greetingFor, renderMail } from '../../ports/mail/layout.js';
import { t } from '../../i18n/translate.js';
import type { Locale } from '../../../shared/locales.js';
import { RESET_TTL_MINUTES } from '../../../shared/account.js';

/**
 * Why the link is sent: a reset someone asked for, or (issue 28) someone trying to register an address that already
 * has an account, which is told to its owner rather than to whoever tried.
 */
export type ResetMailReason = 'reset' | 'signup-attempt';

/** The password-reset e-mail, in the account owner's language. The link is never logged (it signs its holder in). */
export function resetMail(input: { to: string; firstName: string; link: string; reason?: ResetMailReason; locale: Locale }): MailMessage {
  const { locale } = input;
  const attempt = input.reason === 'signup-attempt';
  const mail = renderMail({
    locale,
    subject: t(locale, attempt ? 'reset.signupAttempt.subject' : 'reset.subject'),
    greeting: greetingFor(locale, input.firstName),
    paragraphs: [t(locale, attempt ? 'reset.signupAttempt.body' : 'reset.body')],
    button: { label: t(locale, 'reset.button'), link: input.link },
    footer: t(locale, 'reset.footer', { minutes: RESET_TTL_MINUTES }),
  });
  return { to: input.to, ...mail };
}
