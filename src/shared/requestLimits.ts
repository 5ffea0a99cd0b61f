/**
 * Request size limits shared by the server and the web client (issue 28, finding 8: no single request may hold the
 * event loop for 100 ms). See docs/decisions/058-request-size-limits.md.
 */

/**
 * The most calls one tRPC batch may carry. The web client's batch link splits larger groups into several requests,
 * so a screen never meets the limit; a hand-made batch of hundreds of calls (once ~1 s of work and a 17 MB answer)
 * is refused with 400. The busiest screen batches about eight queries.
 */
export const TRPC_MAX_BATCH_SIZE = 16;
