/** One e-mail, in both forms: every client can read the plain text, most show the HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A link the operator is meant to follow from the outbox's log line (say, verifying ADMIN_EMAIL on a fresh install).
   * Never set it for a link that carries someone else's secret: invitation links stay out of logs.
   */
  link?: string;
  /**
   * A link the operator may read in the log when no SMTP server is set: only the administrator's own verification
   * link (decision 008). Never set for anyone else's message.
   */
  operatorLink?: string;
}

export interface MailResult {
  /** True only when an SMTP server took the message. */
  delivered: boolean;
  /** Set when delivery was tried and failed (the outbox row is then `failed`); absent when the message was queued. */
  error?: string;
}

/** The mail port (conventions: an interface, an embedded default and a real implementation chosen by configuration). */
export interface Mailer {
  /** Never throws: a failure is answered as `{ delivered: false, error }` and kept in the outbox. */
  send(message: MailMessage): Promise<MailResult>;
}
