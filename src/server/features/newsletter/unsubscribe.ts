/**
 * One-click unsubscribe (RFC 8058). Every edition carries `List-Unsubscribe: <PUBLIC_URL/api/newsletter/unsubscribe?token=…>`
 * and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. The token is the person's id and an HMAC-SHA256 of it under
 * a key generated once per installation and kept in server_keys: it unsubscribes that person and nobody else, needs
 * no session, and says nothing about the person beyond an id. A GET (a mail scanner, a person clicking) only shows a
 * page with a button; the POST unsubscribes.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { escapeHtml } from '../connections/invitationMail.js';
import * as q from './newsletter.queries.js';

export const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';
const KEY_NAME = 'newsletter.unsubscribe';
const keys = new WeakMap<Database, Promise<Buffer>>();

export function unsubscribeKey(deps: AppDeps): Promise<Buffer> {
  let key = keys.get(deps.database);
  if (!key) {
    key = q
      .storeServerKeyOnce(deps.database.db, KEY_NAME, randomBytes(32).toString('base64url'), deps.clock.now().toISOString())
      .then((value) => Buffer.from(value, 'base64url'));
    key.catch(() => keys.delete(deps.database));
    keys.set(deps.database, key);
  }
  return key;
}

function signature(key: Buffer, userId: string): string {
  return createHmac('sha256', key).update(`newsletter-unsubscribe:${userId}`).digest('base64url');
}

export function signUnsubscribeToken(key: Buffer, userId: string): string {
  return `${userId}.${signature(key, userId)}`;
}

/** The person the token was made for, or undefined when it was not made with this key. */
export function verifyUnsubscribeToken(key: Buffer, token: string): string | undefined {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || token.length > 200) return undefined;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(key, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

export async function unsubscribeToken(deps: AppDeps, userId: string): Promise<string> {
  return signUnsubscribeToken(await unsubscribeKey(deps), userId);
}

/** Links in e-mails: PUBLIC_URL, else the listening address; never a request header (see connections' linkBase). */
export function linkBase(deps: AppDeps): string {
  return deps.config.publicUrl ?? deps.config.listenUrl;
}

export function unsubscribeUrl(deps: AppDeps, token: string): string {
  return `${linkBase(deps)}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Attune</title></head>
<body style="margin:0;background:#f5f3fa;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#2d2340;">
<main style="max-width:480px;margin:64px auto;padding:32px;background:#fff;border-radius:12px;">
<h1 style="font-size:22px;margin:0 0 12px 0;">${escapeHtml(title)}</h1>
${body}
</main></body></html>`);
}

const tokenOf = (query: unknown): string => {
  const token = (query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' ? token : '';
};

const INVALID = '<p>This unsubscribe link is not valid. You can change or stop the newsletter in Settings › Newsletter after signing in.</p>';

/** GET shows the question and a button; POST (the button, or a mail client's one-click request) unsubscribes. */
export async function registerUnsubscribeRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    // RFC 8058's body is `List-Unsubscribe=One-Click` (form-encoded); the token is in the URL, so the body is not read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => done(null, body));

    scope.get(UNSUBSCRIBE_PATH, async (req, reply) => {
      const token = tokenOf(req.query);
      const userId = verifyUnsubscribeToken(await unsubscribeKey(deps), token);
      if (!userId) return page(reply, 400, 'Link not valid', INVALID);
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
      return page(
        reply,
        200,
        'Unsubscribe from the Attune newsletter?',
        `<p>You will no longer receive the Monday and Wednesday editions. You can subscribe again any time in Settings › Newsletter.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="margin-top:12px;padding:10px 18px;border:none;border-radius:8px;background:#6741d9;color:#fff;font-size:16px;cursor:pointer;">Unsubscribe</button></form>`,
      );
    });

    scope.post(UNSUBSCRIBE_PATH, async (req, reply) => {
      const userId = verifyUnsubscribeToken(await unsubscribeKey(deps), tokenOf(req.query));
      if (!userId) return page(reply, 400, 'Link not valid', INVALID);
      const subscription = await q.findSubscription(deps.database.db, userId);
      if (subscription?.is_subscribed === 1) await q.markUnsubscribed(deps.database.db, userId, deps.clock.now().toISOString());
      return page(reply, 200, 'You are unsubscribed', '<p>You will not receive further editions of the Attune newsletter. Changed your mind? Subscribe again in Settings › Newsletter.</p>');
    });
  });
}
