// `npm run coach:check`: reads the environment the way the server does (COACH_PROVIDER, COACH_MODEL,
// OPENAI_BASE_URL, keys), prints which coach provider is active and streams one sample answer about an example
// person and their partner Maya. Exits 1 with a one-line reason when the provider cannot answer (no server, bad key).
import { appConfigFromEnv, ConfigError, readEnv } from '../src/server/env.js';
import { runCoachCheck } from '../src/server/ports/coach/check.js';

let config;
try {
  config = appConfigFromEnv(readEnv());
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const result = await runCoachCheck(config);
if (!result.ok) console.error(`Coach check failed: ${result.reason}`);
process.exit(result.ok ? 0 : 1);
