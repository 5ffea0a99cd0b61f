/** Where the shared chat's WebSocket listens; its frames are in src/server/features/shared-chat/protocol.ts. */
export const SOCKET_PATH = '/ws';
