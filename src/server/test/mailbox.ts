import type { AppDeps } from '../deps.js';
import type { MailMessage } from '../ports/mail/index.js';

/**
 * What the people mailed would find in their mailboxes: every message as the app handed it to the mail port, links
 * intact. The outbox table keeps only masked copies (decision 043), so tests and browser tests follow links from
 * here, as a person would from the mail they received. The real port still runs (the outbox row is written).
 */
export interface Mailbox {
  /** The newest message to `to` whose subject matches, or undefined. */
  latest(to: string, subject?: RegExp): MailMessage | undefined;
  all(): readonly MailMessage[];
}

export function captureMail(deps: AppDeps): Mailbox {
  const delivered: MailMessage[] = [];
  const port = deps.mailer;
  deps.mailer = {
    async send(message) {
      delivered.push(message);
      return port.send(message);
    },
    ...(port.close ? { close: () => port.close?.() } : {}),
  };
  return {
    latest: (to, subject) => delivered.findLast((m) => m.to === to && (!subject || subject.test(m.subject))),
    all: () => delivered,
  };
}

const boxes = new WeakMap<AppDeps, Mailbox>();

/**
 * The one mailbox of an app's deps, installed on first use: test apps made by createTestApp have it from the start,
 * and tests that build a listening server of their own get it before the first mail they follow.
 */
export function mailboxOf(deps: AppDeps): Mailbox {
  let box = boxes.get(deps);
  if (!box) {
    box = captureMail(deps);
    boxes.set(deps, box);
  }
  return box;
}
