import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import { createTestApp, TEST_ADMIN_EMAIL, type TestApp } from '../test/app.js';
import { createAssessedUser, createUser, type TestUser } from '../test/factories.js';

/**
 * The OpenAPI document (issue 35 item 1, decision 068): every /api route Fastify serves is in it, every documented
 * route answers (not 404), and real answers match the documented schemas.
 */
let t: TestApp;
let doc: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }>; 'x-access': string }>>; components: object };
let member: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  member = await createAssessedUser(t, { firstName: 'Olive' });
  admin = await createUser(t, { email: TEST_ADMIN_EMAIL });
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t.close();
});

/**
 * Fastify's own route table, read back from its printed tree: each line is a path piece below its parent (four
 * characters of indent a level) and, where a route ends, its methods.
 */
function servedApiRoutes(): Array<{ method: string; path: string }> {
  const routes: Array<{ method: string; path: string }> = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const start = line.search(/[^\s│├└─]/);
    if (start < 0) continue;
    const depth = Math.floor(start / 4);
    const match = /^(\S+?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(start).trim());
    if (!match) continue;
    const path = (depth > 0 ? (parents[depth - 1] ?? '') : '') + match[1]!;
    parents[depth] = path;
    parents.length = depth + 1;
    if (!match[2] || !path.startsWith('/api/')) continue;
    for (const method of match[2].split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 with bearer authentication and the error shape', () => {
    expect(doc).toMatchObject({
      openapi: '3.1.0',
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        schemas: { Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } },
      },
    });
    const description = (doc as unknown as { info: { description: string } }).info.description;
    expect(description).toContain('text/event-stream');
    expect(description).toContain('/ws');
    expect(description).toContain('auth_success');
  });

  it('lists every /api route that Fastify serves', () => {
    const served = servedApiRoutes();
    expect(served.length).toBeGreaterThan(100);
    // Where two routes name the parameter at one position differently, the tree prints both (":a|:b"): either will do.
    const spellings = (path: string) => {
      const alternatives = /:(\w+)\|:(\w+)/.exec(path);
      return alternatives ? [path.replace(alternatives[0], `:${alternatives[1]}`), path.replace(alternatives[0], `:${alternatives[2]}`)] : [path];
    };
    const missing = served
      .filter((r) => !spellings(r.path).some((path) => doc.paths[openApiPath(path)]?.[r.method.toLowerCase()]))
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('documents no route that does not answer (nothing answers 404 for want of a route)', async () => {
    // Its own member: the sweep signs out (POST /api/auth/logout) and deletes accounts on the way.
    const caller = await createUser(t);
    const unanswered: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const url = path.replace(/\{\w+\}/g, 'no-such-id');
        const res = await t.request({ method: method.toUpperCase() as 'GET', url, token: caller.token });
        // A 404 for a missing thing is fine; Fastify's own 404 for a missing route says "Not found" with no route.
        if (res.statusCode === 404 && res.json().message === 'Not found' && !t.app.hasRoute({ method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') })) {
          unanswered.push(`${method} ${path}`);
        }
      }
    }
    expect(unanswered).toEqual([]);
  });

  it('takes the procedures\' own schemas: the e-mail change body and the admin rule', () => {
    const change = doc.paths['/api/profile/email']?.post as unknown as { requestBody: { content: Record<string, { schema: { properties: object; required: string[] } }> }; 'x-access': string };
    expect(Object.keys(change.requestBody.content['application/json']!.schema.properties).sort()).toEqual(['newEmail', 'password']);
    expect(change.requestBody.content['application/json']!.schema.required.sort()).toEqual(['newEmail', 'password']);
    expect(change['x-access']).toBe('member');
    expect(doc.paths['/api/admin/users']?.get?.['x-access']).toBe('admin');
    expect(doc.paths['/api/auth/login']?.post?.['x-access']).toBe('public');
    expect(doc.paths['/api/connections']?.get?.['x-access']).toBe('assessed');
  });
});

describe('real answers match the documented schemas', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

  it.each([
    ['get', '/api/auth/me', 'member'],
    ['get', '/api/profile', 'member'],
    ['get', '/api/connections', 'member'],
    ['get', '/api/connections/pending', 'member'],
    ['get', '/api/invitations', 'member'],
    ['get', '/api/survey/assessment-status', 'member'],
    ['get', '/api/survey/results', 'member'],
    ['get', '/api/chat/conversations', 'member'],
    ['get', '/api/social-hub/feed', 'member'],
    ['get', '/api/newsletter/topics', 'member'],
    ['get', '/api/auth/sessions', 'member'],
    ['get', '/api/admin/users', 'admin'],
    ['get', '/api/health', 'member'],
  ] as const)('%s %s', async (method, path, who) => {
    const operation = doc.paths[path]?.[method];
    expect(operation).toBeDefined();
    const schema = operation!.responses['200']?.content?.['application/json']?.schema;
    expect(schema).toBeDefined();
    const res = await t.request({ method: method.toUpperCase() as 'GET', url: path, token: (who === 'admin' ? admin : member).token });
    expect(res.statusCode).toBe(200);
    const validate = ajv.compile(schema!);
    const ok = validate(res.json());
    expect(ok ? [] : validate.errors).toEqual([]);
  });

  it('a refusal matches the error schema', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: 'not an address' } });
    expect(res.statusCode).toBe(400);
    const validate = ajv.compile((doc.components as { schemas: { Error: object } }).schemas.Error);
    expect(validate(res.json())).toBe(true);
  });
});

describe('GET /api/docs', () => {
  it('is a page of our own, with no outside asset and no script, under our Content-Security-Policy', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.body).toContain('<h1>Attune API reference</h1>');
    expect(res.body).toContain('/api/profile/email');
    expect(res.body).not.toMatch(/<script|https?:\/\/(?!attune\.test)[a-z]/i);
  });
});
