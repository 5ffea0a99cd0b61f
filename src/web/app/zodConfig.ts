import { config } from 'zod';

// zod compiles object parsers with `new Function` when it may: our Content-Security-Policy forbids that (no
// 'unsafe-eval'), so the probe alone logged a CSP violation on every load. The plain parser is fast enough here.
config({ jitless: true });
