/**
 * The database as Kysely sees it. Each feature declares its own tables in `<feature>.tables.ts`; this file only
 * joins them, so features can add tables without editing each other's files.
 */
import type { AuthTables } from '../features/auth/auth.tables.js';
import type { ConnectionsTables } from '../features/connections/connections.tables.js';
import type { SurveyTables } from '../features/survey/survey.tables.js';

export type DB = AuthTables & SurveyTables & ConnectionsTables;
