import { createApp } from './app.js';
import { prettyLogStream } from './devLog.js';
import { computeMeasures } from './features/measures/measures.service.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { closeDeps, createDeps } from './deps.js';
import { appConfigFromEnv, ConfigError, readEnv } from './env.js';
import { appAddress } from './appAddress.js';
import { loggableError } from './errors.js';
import { adminStartupWarning } from './features/verification/verification.service.js';

/** Connections the kernel may hold for us before they are accepted (see listen below). */
const LISTEN_BACKLOG = 4_096;

async function main(): Promise<void> {
  let env;
  try {
    env = readEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(env.DATABASE_URL);
  await migrateToLatest(database);
  const deps = createDeps({ database, config: appConfigFromEnv(env) });
  const app = await createApp(deps, { logLevel: env.LOG_LEVEL, ...(env.LOG_FORMAT === 'pretty' ? { logStream: prettyLogStream() } : {}) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness turns 503 first, so a load balancer stops sending new requests before the server stops accepting
    // them; an interactive Ctrl-C (SIGINT) does not wait.
    deps.lifecycle.shuttingDown = true;
    const delayMs = signal === 'SIGTERM' ? env.SHUTDOWN_DELAY_SECONDS * 1000 : 0;
    app.log.info({ signal, delayMs }, 'shutting down: /readyz answers 503, then in-flight requests finish');
    const force = setTimeout(() => process.exit(1), delayMs + 10_000);
    force.unref();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await deps.scheduler.stop();
    await app.close(); // stops accepting, waits for in-flight requests
    await closeDeps(deps);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Node's default queue of 511 connections not yet accepted overflowed when 2,000 members were active at once: the
  // kernel then drops new connections and clients retry after 1, 3, 7… seconds (p99 of 20 s in bench/load.bench.ts).
  // The kernel caps this at net.core.somaxconn.
  await app.listen({ port: env.PORT, host: env.HOST, backlog: LISTEN_BACKLOG });
  deps.scheduler.start();
  // The reliability figures are computed at start as well as hourly, so a fresh server shows them at once.
  void computeMeasures(deps).catch((error: unknown) => app.log.warn(`measures at start failed: ${loggableError(error).message}`));
  app.log.info(`Attune is ready at ${appAddress(env)} (database: ${database.dialect})`);
  const adminWarning = await adminStartupWarning(deps);
  if (adminWarning) app.log.warn(`!!! ATTENTION: ${adminWarning} !!!`);
}

main().catch((error: unknown) => {
  console.error('Attune failed to start:', loggableError(error).message);
  process.exit(1);
});
