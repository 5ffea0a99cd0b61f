/**
 * Page sizes of the lists that grow without end (issue 12, finding 11): the server answers at most this many, newest
 * first, and the web asks for older ones with a `before` position (`listCursor` in text.ts) when a page came full.
 */
export const COACH_CONVERSATIONS_PAGE = 100;
export const COACH_MESSAGES_PAGE = 500;
export const INVITATIONS_PAGE = 100;
