/**
 * Page sizes of the lists that grow without end (issue 12, finding 11): the server answers at most this many, newest
 * first, and the web asks for older ones with a `before` position (`listCursor` in text.ts) when a page came full.
 */
export const COACH_CONVERSATIONS_PAGE = 100;
export const COACH_MESSAGES_PAGE = 500;
export const INVITATIONS_PAGE = 100;
/** GET /api/connections and /api/connections/pending (each row computes a Vibe, so a page bounds the work). */
export const CONNECTIONS_PAGE = 100;
/**
 * The admin monitor's user list is searched, filtered and sorted on the server and comes a page at a time (`limit`
 * and `offset`: six sort orders, some by activity, have no stable cursor). The CSV export walks every page.
 */
export const ADMIN_USERS_PAGE = 50;
export const ADMIN_USERS_PAGE_MAX = 500;
