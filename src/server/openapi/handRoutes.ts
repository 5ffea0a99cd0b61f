/**
 * The /api paths served without a tRPC procedure (files, uploads, streams, the public health check), described by
 * hand because there is no procedure schema to read. Keyed "METHOD /fastify/path". The coverage test fails when a
 * served /api route is in neither the REST table nor here.
 */
import { jsonSchemaOf } from './document.js';
import { fileAnalysisSchema, messageSchema } from '../features/coach/coach.schemas.js';
import { publicUser } from '../../shared/auth.js';
import { coachTryEvent } from '../../shared/adminCoach.js';
import { z } from 'zod';

export type Access = 'public' | 'member' | 'assessed' | 'admin';

export interface HandDoc {
  summary: string;
  description?: string;
  access: Access;
  query?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

const json = (schema: unknown, description = 'Success') => ({ description, content: { 'application/json': { schema } } });
const file = (type: string, description: string) => ({ description, content: { [type]: { schema: { type: 'string', contentEncoding: 'binary' } } } });
const multipart = (field: string) => ({
  required: true,
  content: { 'multipart/form-data': { schema: { type: 'object', properties: { [field]: { type: 'string', contentEncoding: 'binary' } }, required: [field] } } },
});

// Built on first use: the schemas they read are module values of other features.
let docs: Record<string, HandDoc> | undefined;

function build(): Record<string, HandDoc> {
  return {
    'GET /api/health': {
      summary: 'Whether this server is up and can send e-mail',
      access: 'public',
      responses: { 200: json({ type: 'object', properties: { ok: { const: true }, mailDelivery: { type: 'boolean' } }, required: ['ok', 'mailDelivery'] }) },
    },
    'GET /api/openapi.json': {
      summary: 'This document (OpenAPI 3.1)',
      access: 'public',
      responses: { 200: json({ type: 'object', properties: { openapi: { const: '3.1.0' } }, required: ['openapi'] }) },
    },
    'GET /api/docs': {
      summary: 'This reference as a web page',
      access: 'public',
      responses: { 200: { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
    'POST /api/admin/coach/try': {
      summary: 'Stream one sample answer from the active coach',
      description:
        'The grounded sample answer `npm run coach:check` prints (an example person, no member\'s data), as server-sent events: `{ "type": "token", "text" }` pieces, then `{ "type": "done" }` or `{ "type": "error", "message" }` saying why the provider could not answer.',
      access: 'admin',
      responses: { 200: { description: 'The event stream', content: { 'text/event-stream': { schema: jsonSchemaOf(coachTryEvent, 'output') } } } },
    },
    'GET /api/auth/me': { summary: 'The signed-in person', access: 'member', responses: { 200: json(jsonSchemaOf(publicUser, 'output')) } },
    'POST /api/chat/conversations/{id}/messages': {
      summary: 'Send a message to the coach',
      description:
        'JSON body `{ content, fileAnalysis? }`. Answers `{ userMessage, assistantMessage }` once the reply is complete, or with `Accept: text/event-stream` a stream of `CoachReplyEvent` (see the introduction).',
      access: 'assessed',
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object', properties: { content: { type: 'string' }, fileAnalysis: { anyOf: [jsonSchemaOf(fileAnalysisSchema, 'input'), { type: 'string' }, { type: 'null' }] } } } } },
      },
      responses: {
        200: {
          description: 'The stored message and the reply (JSON), or the event stream',
          content: {
            'application/json': { schema: { type: 'object', properties: { userMessage: jsonSchemaOf(messageSchema, 'output'), assistantMessage: jsonSchemaOf(messageSchema, 'output') } } },
            'text/event-stream': { schema: { $ref: '#/components/schemas/CoachReplyEvent' } },
          },
        },
        404: { $ref: '#/components/responses/NotFound' },
      },
    },
    'GET /api/chat/conversations/{id}/stream': {
      summary: 'Follow the coach reply being written in a conversation',
      description: 'Server-sent events (`CoachReplyEvent`, see the introduction); 204 when no reply is being written.',
      access: 'assessed',
      responses: { 200: { description: 'The event stream', content: { 'text/event-stream': { schema: { $ref: '#/components/schemas/CoachReplyEvent' } } } }, 204: { description: 'No reply is being written' } },
    },
    'POST /api/upload': {
      summary: 'Analyse a file for the coach',
      description: 'One file of at most 10 MB (JPEG, PNG, GIF, WebP, plain text, CSV or JSON) in the field `file`; send the answer\'s `analysis` back as `fileAnalysis`.',
      access: 'assessed',
      requestBody: multipart('file'),
      responses: { 200: json({ type: 'object', properties: { analysis: jsonSchemaOf(fileAnalysisSchema, 'output') }, required: ['analysis'] }) },
    },
    'POST /api/profile/upload-image': {
      summary: 'Set the profile photo',
      description: 'An image of at most 10 MB in the field `profileImage`; stored as a 400×400 JPEG.',
      access: 'assessed',
      requestBody: multipart('profileImage'),
      responses: { 200: json({ type: 'object', properties: { profileImageUrl: { type: 'string' } }, required: ['profileImageUrl'] }) },
    },
    'DELETE /api/profile/image': {
      summary: 'Remove the profile photo',
      access: 'assessed',
      responses: { 200: json({ type: 'object', properties: { success: { const: true } }, required: ['success'] }) },
    },
    'GET /api/profile/image/{userId}': {
      summary: 'A profile photo',
      description: 'The caller\'s own, or a connection\'s; 404 for anyone else.',
      access: 'assessed',
      responses: { 200: file('image/jpeg', 'The photo'), 404: { $ref: '#/components/responses/NotFound' } },
    },
    'GET /api/profile/share-image': {
      summary: 'The results share image',
      access: 'assessed',
      query: [{ name: 'include', in: 'query', required: false, schema: { type: 'string' }, description: 'Comma-separated parts to include.' }],
      responses: { 200: file('image/png', 'A PNG of the person\'s results') },
    },
    'GET /api/account/export': {
      summary: 'Download everything the account holds',
      access: 'member',
      responses: { 200: { description: 'A JSON file (attachment)', content: { 'application/json': { schema: jsonSchemaOf(z.object({}).loose(), 'output') } } } },
    },
    'GET /api/newsletter/unsubscribe': {
      summary: 'The unsubscribe page a newsletter links to',
      description: 'An HTML page with one button; the link\'s signed query parameters say whose subscription it is.',
      access: 'public',
      responses: { 200: { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
    'POST /api/newsletter/unsubscribe': {
      summary: 'Unsubscribe (one click, RFC 8058)',
      description: 'Form-encoded `List-Unsubscribe=One-Click` with the link\'s signed query parameters.',
      access: 'public',
      requestBody: { content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { 'List-Unsubscribe': { const: 'One-Click' } } } } } },
      responses: { 200: { description: 'Unsubscribed', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
  };
}

/** The hand-written description of a route (Fastify's `:param` or OpenAPI's `{param}` form), if it has one. */
export function handDoc(method: string, path: string): HandDoc | undefined {
  docs ??= build();
  return docs[`${method} ${path.replace(/:(\w+)/g, '{$1}')}`];
}
