/** One e-mail, in both forms: every client can read the plain text, most show the HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about, for the log line of the outbox (never sent anywhere else). */
  link?: string;
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
