import type { MailMessage } from '../../ports/mail/types.js';
import { greetingFor, renderMail } from '../../ports/mail/layout.js';
import { t } from '../../i18n/translate.js';
import type { Locale } from '../../../shared/locales.js';
import { VERIFICATION_TTL_DAYS } from '../../../shared/verification.js';

/** The verification e-mail, in the member's language. `operatorLink` is set only for ADMIN_EMAIL (decision 008). */
export function verificationMail(input: { to: string; firstName: string; link: string; forOperator: boolean; locale: Locale }): MailMessage {
  const { locale } = input;
  const mail = renderMail({
    locale,
    subject: t(locale, 'verification.subject'),
    greeting: greetingFor(locale, input.firstName),
    paragraphs: [t(locale, 'verification.body')],
    button: { label: t(locale, 'verification.button'), link: input.link },
    footer: t(locale, 'verification.footer', { days: VERIFICATION_TTL_DAYS }),
  });
  return { to: input.to, ...mail, ...(input.forOperator ? { operatorLink: input.link } : {}) };
}
