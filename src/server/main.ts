import { createApp } from './app.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { createDeps } from './deps.js';
import { appConfigFromEnv, ConfigError, readEnv } from './env.js';
import { deleteExpiredSessions } from './features/auth/auth.queries.js';
import { loggableError } from './errors.js';

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
  const app = await createApp(deps, { logLevel: env.LOG_LEVEL });

  const sweep = setInterval(() => {
    deleteExpiredSessions(database.db, new Date().toISOString()).catch((error: unknown) =>
      app.log.warn({ err: loggableError(error) }, 'expired-session sweep failed'),
    );
  }, 60 * 60 * 1000);
  sweep.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    clearInterval(sweep);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close(); // stops accepting, waits for in-flight requests
    await deps.pubsub.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const where = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  app.log.info(`Attune is ready at ${where} (database: ${database.dialect})`);
}

main().catch((error: unknown) => {
  console.error('Attune failed to start:', loggableError(error).message);
  process.exit(1);
});
