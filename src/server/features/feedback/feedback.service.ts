import type { AppDeps } from '../../deps.js';
import { fail } from '../../errors.js';
import { newId, nowIso } from '../../ids.js';
import { hourlyLimiter } from '../../rateLimit.js';
import type { PublicUser } from '../../../shared/auth.js';
import { escapeHtml } from '../connections/invitationMail.js';
import * as q from './feedback.queries.js';
import type { FeedbackCategory, FeedbackInput } from '../../../shared/feedback.js';
import type { FeedbackItem } from './feedback.schemas.js';

export const FEEDBACK_LIMIT_MESSAGE = "You've sent a lot of feedback in the last hour. Please try again later.";

/** How many items the admin monitor lists. */
const ADMIN_LIST_SIZE = 100;

/** At most config.limits.feedbackPerHour messages per member per hour (FEEDBACK_PER_HOUR; RATE_LIMITS=off disables). */
function feedbackLimiter(deps: AppDeps) {
  return hourlyLimiter(deps, 'feedback', deps.config.limits.feedbackPerHour);
}

/**
 * Stores a member's feedback for the admin monitor and, when ADMIN_EMAIL is set, e-mails it there (through the mail
 * port: the outbox when no SMTP server is configured). A mail failure does not lose the feedback.
 */
export async function sendFeedback(deps: AppDeps, user: PublicUser, input: FeedbackInput): Promise<{ success: true }> {
  if (!(await feedbackLimiter(deps).take(user.id))) throw fail.tooMany(FEEDBACK_LIMIT_MESSAGE);
  const row = { id: newId(), user_id: user.id, ...input, created_at: nowIso() };
  await q.insertFeedback(deps.database.db, row);
  const admin = deps.config.adminEmail;
  if (admin) {
    const from = `${user.firstName} ${user.lastName}`.trim();
    const subject = `Attune feedback (${input.category}): ${input.subject || input.message.slice(0, 60)}`.replace(/[\r\n]+/g, ' ');
    const text = `${from} <${input.email}> sent feedback.\n\nCategory: ${input.category}\nSubject: ${input.subject || '(none)'}\n\n${input.message}\n`;
    const html = `<p>${escapeHtml(from)} &lt;${escapeHtml(input.email)}&gt; sent feedback.</p><p>Category: ${escapeHtml(input.category)}<br>Subject: ${escapeHtml(input.subject || '(none)')}</p><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`;
    await deps.mailer.send({ to: admin, subject, text, html });
  }
  return { success: true };
}

export async function listFeedback(deps: AppDeps): Promise<FeedbackItem[]> {
  const rows = await q.latestFeedback(deps.database.db, ADMIN_LIST_SIZE);
  return rows.map((r) => ({
    id: r.id,
    category: r.category as FeedbackCategory,
    subject: r.subject,
    message: r.message,
    email: r.email,
    createdAt: r.created_at,
    from: { id: r.user_id, firstName: r.first_name, lastName: r.last_name },
  }));
}
