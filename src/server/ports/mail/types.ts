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
  /** Extra headers (the newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /**
   * A Message-ID chosen by the sender ("<id@host>"): the newsletter uses one per delivery, so a message sent again
   * after a crash carries the same id and the receiving side can tell it is the same message.
   */
  messageId?: string;
  /**
   * false: once an SMTP server has taken the message, keep no copy in the outbox (the newsletter keeps its own
   * delivery rows; a copy per subscriber and edition would grow the database for nothing). Default true.
   */
  keepCopy?: boolean;
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
  /** Closes open connections (the SMTP pool); called on shutdown. */
  close?(): void;
}
