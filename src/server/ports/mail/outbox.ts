import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { newId, nowIso } from '../../ids.js';
import type { MailMessage } from './types.js';
import { redactSecrets } from '../../redact.js';

export type OutboxStatus = 'queued' | 'sent' | 'failed';

/**
 * Every message the app writes is kept here: queued (no SMTP configured), sent, or failed with its error. The copy
 * has every secret-bearing link part masked (redact.ts): the outbox is a record of what was sent, never a place a
 * usable reset, verification or invitation link can be read from (issue 28 finding 5, decision 043).
 */
export async function recordMail(db: Kysely<DB>, message: MailMessage, status: OutboxStatus, error?: string): Promise<string> {
  const id = newId();
  const now = nowIso();
  await db
    .insertInto('mail_outbox')
    .values({
      id,
      to_address: message.to,
      subject: message.subject,
      text_body: redactSecrets(message.text),
      html_body: redactSecrets(message.html),
      status,
      error: error ?? null,
      created_at: now,
      sent_at: status === 'sent' ? now : null,
    })
    .execute();
  return id;
}
