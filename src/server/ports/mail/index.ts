import { loadNodemailer } from '../../lazy.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { recordMail } from './outbox.js';
import { maskEmail, redactSecrets } from '../../redact.js';
import type { Mailer, MailResult } from './types.js';

export type { Mailer, MailMessage, MailResult } from './types.js';

/**
 * Whether this server can deliver e-mail at all (SMTP_URL is set). Not a secret: screens say what the server can do
 * instead of promising mail that never leaves it (issue 30 item 4).
 */
export function mailCanBeDelivered(config: { mail: { smtpUrl: string | undefined } }): boolean {
  return Boolean(config.mail.smtpUrl);
}

interface MailerOptions {
  config: { smtpUrl: string | undefined; from: string };
  database: Database;
  /** Read lazily: the app sets the logger after the deps are built. */
  logger: () => FastifyBaseLogger | undefined;
}

/** No SMTP configured: the message waits in `mail_outbox` (queued) and the log names its link. */
export function outboxMailer({ database, logger }: Omit<MailerOptions, 'config'>): Mailer {
  return {
    async send(message) {
      await recordMail(database.db, message, 'queued');
      logger()?.info(
        { to: maskEmail(message.to), subject: message.subject, ...(message.link ? { link: redactSecrets(message.link) } : {}) },
        'mail queued in the outbox (no SMTP_URL set)',
      );
      // For the operator only (decision 042): the link confirms the address or chooses a password for the ADMIN_EMAIL
      // account; becoming the administrator takes the setup code printed at start-up, which the link cannot replace.
      if (message.operatorLink) {
        logger()?.warn({ link: message.operatorLink }, `link for the ADMIN_EMAIL account ("${message.subject}"); it does not make anyone the administrator`);
      }
      return { delivered: false };
    },
  };
}

/** Real delivery over SMTP (nodemailer); the outbox keeps a copy, sent or failed. */
export function smtpMailer({ config, database, logger }: MailerOptions & { config: { smtpUrl: string } }): Mailer {
  const transport = loadNodemailer().createTransport({
    url: config.smtpUrl,
    // A few connections kept open and reused: a newsletter edition to thousands is a dozen times faster than a new
    // connection per message (bench/newsletter.bench.ts). closeDeps closes them.
    pool: true,
    maxConnections: 4,
    // A slow or dead server must not hold the request for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
  });
  return {
    async send(message): Promise<MailResult> {
      try {
        await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers ? { headers: message.headers } : {}),
          ...(message.messageId ? { messageId: message.messageId } : {}),
        });
        if (message.keepCopy !== false) await recordMail(database.db, message, 'sent');
        return { delivered: true };
      } catch (cause) {
        const error = cause instanceof Error ? cause.message : String(cause);
        logger()?.warn({ to: maskEmail(message.to), error }, 'mail delivery failed; kept in the outbox as failed');
        if (message.keepCopy !== false) await recordMail(database.db, message, 'failed', error);
        return { delivered: false, error };
      }
    },
    close() {
      transport.close();
    },
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl } = options.config;
  return smtpUrl ? smtpMailer({ ...options, config: { ...options.config, smtpUrl } }) : outboxMailer(options);
}
