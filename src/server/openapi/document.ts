/**
 * The OpenAPI 3.1 document of every /api path (issue 35 item 1, decision 068), built from what serves them: the REST
 * table (src/server/rest/routes.ts) names each path's procedure, and each procedure's own zod input and output
 * schemas become JSON Schema through zod 4's `z.toJSONSchema`. Nothing here restates a rule: a schema changed in
 * src/shared changes the document. The few paths served without a procedure (uploads, streams, files) are described
 * by hand in handRoutes.ts.
 */
import { z } from 'zod';
import type { AnyProcedure } from '@trpc/server';
import { adminProcedure, assessedProcedure, memberProcedure } from '../trpc/init.js';
import { appRouter } from '../trpc/router.js';
import type { RestRoute } from '../rest/types.js';
import { handDoc, type Access, type HandDoc } from './handRoutes.js';
import { API_DESCRIPTION, errorBody, socketClientFrame, coachReplyEventSchema } from './prose.js';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema>; responses: Record<string, unknown> };
  tags: Array<{ name: string }>;
};
type Operation = Record<string, unknown>;

/** JSON Schema for one side of a zod schema: `input` for what a client sends, `output` for what it receives. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
    return rest;
  } catch {
    // A schema JSON Schema cannot express (a refinement on a transform): documented as any JSON, never a crash.
    return {};
  }
}

/** The procedure a REST route calls, found by letting it call a recording stand-in for the caller. */
function procedureNameOf(route: RestRoute): string | undefined {
  if (!route.call) return undefined;
  let called: string | undefined;
  const recorder = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => (typeof key === 'string' && key !== 'then' ? recorder([...path, key]) : undefined),
      apply: () => {
        called ??= path.join('.');
        return Promise.resolve(undefined);
      },
    });
  const anything = new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? 'x' : undefined) });
  try {
    void route.call(recorder([]) as never, { params: anything as never, query: anything as never, body: {} }).catch(() => undefined);
  } catch {
    // A mapping that throws on stand-in values still named its procedure first.
  }
  return called;
}

const procedures = (appRouter as unknown as { _def: { procedures: Record<string, AnyProcedure> } })._def.procedures;
const middlewaresOf = (p: { _def: { middlewares: unknown[] } }) => p._def.middlewares;
const MEMBER_RULE = middlewaresOf(memberProcedure as never).at(-1);
const ASSESSED_RULE = middlewaresOf(assessedProcedure as never).at(-1);
const ADMIN_RULE = middlewaresOf(adminProcedure as never).at(-1);

function accessOf(procedure: AnyProcedure): Access {
  const rules = middlewaresOf(procedure as never);
  if (rules.includes(ADMIN_RULE)) return 'admin';
  if (rules.includes(ASSESSED_RULE)) return 'assessed';
  if (rules.includes(MEMBER_RULE)) return 'member';
  return 'public';
}

const ACCESS_WORDS: Record<Access, string> = {
  public: 'Public: no token needed (a token, if sent, is ignored unless the answer depends on who asks).',
  member: 'Needs a signed-in member (bearer token or session cookie).',
  assessed: 'Needs a signed-in member who has completed the personality assessment (403 otherwise).',
  admin: 'Administrator only: 401 signed out, 403 for any other member.',
};

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

function errorResponses(access: Access, hasInput: boolean): Record<string, unknown> {
  return {
    ...(hasInput ? { 400: ref('BadRequest') } : {}),
    ...(access !== 'public' ? { 401: ref('Unauthorized') } : {}),
    ...(access === 'admin' || access === 'assessed' ? { 403: ref('Forbidden') } : {}),
    429: ref('TooMany'),
    500: ref('ServerError'),
  };
}

function operationFor(route: RestRoute, procedureName: string, procedure: AnyProcedure): Operation {
  const access = accessOf(procedure);
  const params = pathParams(route.path);
  const input = (procedure._def as unknown as { inputs: z.ZodType[] }).inputs[0];
  const output = (procedure._def as unknown as { output?: z.ZodType }).output;
  const inputSchema = input ? jsonSchemaOf(input, 'input') : undefined;
  const properties = (inputSchema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((inputSchema?.required ?? []) as string[]);
  const rest = Object.keys(properties).filter((name) => !params.includes(name) && !(route.path.includes(':id') && isPathIdAlias(name)));
  const parameters: unknown[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  let requestBody: unknown;
  if (route.method === 'GET' || route.method === 'DELETE') {
    for (const name of rest) parameters.push({ name, in: 'query', required: required.has(name), schema: properties[name] });
  } else if (inputSchema && rest.length > 0) {
    const body: JsonSchema = { ...inputSchema, properties: Object.fromEntries(rest.map((name) => [name, properties[name]])) };
    const bodyRequired = [...required].filter((name) => rest.includes(name));
    if (bodyRequired.length > 0) body.required = bodyRequired;
    else delete body.required;
    requestBody = { required: bodyRequired.length > 0, content: { 'application/json': { schema: body } } };
  }
  const success = output ? { description: 'Success', content: { 'application/json': { schema: jsonSchemaOf(output, 'output') } } } : { description: 'Success' };
  return {
    operationId: `${route.method.toLowerCase()}_${procedureName.replace(/\./g, '_')}`,
    tags: [tagOf(route.path)],
    summary: procedureName,
    description: ACCESS_WORDS[access],
    'x-access': access,
    ...(access === 'public' ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { [String(route.status ?? 200)]: success, ...errorResponses(access, input !== undefined) },
  };
}

/** Path ids reach procedures under a longer name (`:id` → conversationId, connectionId …). */
function isPathIdAlias(name: string): boolean {
  return name === 'id' || /^[a-z]+Id$/.test(name);
}

function handOperation(route: { method: string; path: string }, doc: HandDoc): Operation {
  const params = pathParams(route.path);
  return {
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[^a-zA-Z0-9]+/g, '_')}`,
    tags: [tagOf(route.path)],
    summary: doc.summary,
    description: `${doc.description ?? ''}${doc.description ? '\n\n' : ''}${ACCESS_WORDS[doc.access]}`,
    'x-access': doc.access,
    ...(doc.access === 'public' ? { security: [] } : {}),
    ...(params.length > 0 || doc.query ? { parameters: [...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...(doc.query ?? [])] } : {}),
    ...(doc.requestBody ? { requestBody: doc.requestBody } : {}),
    responses: { ...doc.responses, ...errorResponses(doc.access, doc.requestBody !== undefined) },
  };
}

function tagOf(path: string): string {
  return path.split('/')[2] ?? 'api';
}

/** Every /api route this app serves (method and Fastify path), read from Fastify's route table by the caller. */
export interface ServedRoute {
  method: string;
  path: string;
}

export function buildOpenApiDocument(rest: RestRoute[], served: ServedRoute[], serverUrl: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const add = (method: string, path: string, operation: Operation) => {
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = operation;
  };
  for (const route of rest) {
    const hand = handDoc(route.method, route.path);
    const name = procedureNameOf(route);
    const procedure = name ? procedures[name] : undefined;
    if (hand) add(route.method, route.path, handOperation(route, hand));
    else if (name && procedure) add(route.method, route.path, operationFor(route, name, procedure));
  }
  // Routes registered outside the REST table (health, unsubscribe) are described by hand.
  for (const route of served) {
    const hand = handDoc(route.method, route.path);
    if (hand && !paths[openApiPath(route.path)]?.[route.method.toLowerCase()]) add(route.method, route.path, handOperation(route, hand));
  }
  const tags = [...new Set(Object.keys(paths).map(tagOf))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: { title: 'Attune API', version: '1', description: API_DESCRIPTION },
    servers: [{ url: serverUrl }],
    paths,
    tags,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The `token` answered by POST /api/auth/login or /api/auth/register.' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'attune_session', description: 'Set by sign-in for browsers; state-changing calls with only the cookie must come from our own pages.' },
      },
      schemas: {
        Error: jsonSchemaOf(errorBody, 'output'),
        CoachReplyEvent: jsonSchemaOf(coachReplyEventSchema, 'output'),
        SocketClientFrame: jsonSchemaOf(socketClientFrame, 'input'),
      },
      responses: {
        BadRequest: errorResponse('The input is not valid: `message` names each field, `fields` has one message per field.'),
        Unauthorized: errorResponse('No valid session: sign in again.'),
        NotFound: errorResponse('Not found, or not yours to see (the two are not told apart).'),
        Forbidden: errorResponse('Signed in, but not allowed (not the administrator, or the assessment is not complete yet).'),
        TooMany: errorResponse('Too many requests of this kind: wait and try again (the message says how long).'),
        ServerError: errorResponse('Something failed on the server; the message never carries details.'),
      },
    },
    // Every operation takes the bearer token or the cookie unless it says `security: []`.
    ...({ security: [{ bearerAuth: [] }, { sessionCookie: [] }] } as object),
  };
}

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
}
