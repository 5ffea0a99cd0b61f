import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import type { AppDeps } from '../deps.js';
import { migrationNames } from '../db/migrate.js';

/**
 * For load balancers, orchestrators and Prometheus (decision 022):
 * - GET /healthz: the process answers.
 * - GET /readyz: 200 only when the database answers and has every migration, Redis answers (when configured) and the
 *   process is not shutting down; 503 otherwise. SIGTERM turns it 503 before draining. Which check failed is named
 *   only to a request carrying the metrics token (issue 28): anyone else learns ready or not, not what runs behind.
 * - GET /metrics: Prometheus text, only with `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN it is 404.
 */
export function registerOperationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (req, reply) => {
    const checks = await readiness(deps);
    const ready = Object.values(checks).every((c) => c === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', ...(carriesMetricsToken(deps, req.headers.authorization) ? { checks } : {}) });
  });

  const token = deps.config.metricsToken;
  if (!token) {
    // Not a page of the web app either: without a token the path does not exist.
    app.get('/metrics', async (_req, reply) => reply.code(404).send({ message: 'Not found' }));
    return;
  }
  const { metrics } = deps;
  new Gauge({
    name: 'attune_open_sockets',
    help: 'Chat sockets open on this instance',
    registers: [metrics.registry],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
  // Counted per route pattern (never the raw URL, which carries ids and tokens), only when metrics are on.
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({ method: req.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', async (req, reply) => {
    if (!carriesMetricsToken(deps, req.headers.authorization)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'A valid metrics token is required.' });
    }
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
  });
}

/** `Authorization: Bearer $METRICS_TOKEN`, compared in constant time; false when no token is configured. */
function carriesMetricsToken(deps: AppDeps, authorization: string | undefined): boolean {
  const token = deps.config.metricsToken;
  if (!token) return false;
  const expected = Buffer.from(`Bearer ${token}`);
  const presented = Buffer.from(authorization ?? '');
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

type Check = 'ok' | string;

async function readiness(deps: AppDeps): Promise<Record<string, Check>> {
  const checks: Record<string, Check> = { process: deps.lifecycle.shuttingDown ? 'shutting down' : 'ok' };
  const [database, redis] = await Promise.all([databaseCheck(deps), deps.redis ? redisCheck(deps) : undefined]);
  checks.database = database;
  if (redis) checks.redis = redis;
  return checks;
}

async function databaseCheck(deps: AppDeps): Promise<Check> {
  try {
    const names = await migrationNames();
    const latest = names.at(-1);
    const { rows } = await withTimeout(sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(deps.database.db));
    return latest === undefined || rows[0]?.name === latest ? 'ok' : 'migrations pending';
  } catch {
    return 'unreachable';
  }
}

async function redisCheck(deps: AppDeps): Promise<Check> {
  try {
    return (await withTimeout(deps.redis!.ping())) === 'PONG' ? 'ok' : 'unexpected answer';
  } catch {
    return 'unreachable';
  }
}

/** A readiness probe must answer quickly even when a dependency hangs. */
function withTimeout<T>(work: Promise<T>, ms = 2000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
