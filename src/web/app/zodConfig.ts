import { config } from 'zod';

// Imported by every browser module that parses with zod (the form checks), so it runs before the first parse
// without bringing zod into the screens that parse nothing (issue 34). zod compiles object parsers with `new Function` when it may: our Content-Security-Policy forbids that (no
// 'unsafe-eval'), so the probe alone logged a CSP violation on every load. The plain parser is fast enough here.
config({ jitless: true });
