export { ConnectionsSidebar, EmptyConnections } from './ConnectionsSidebar';
export { ConnectionsDialog } from './ConnectionsDialog';
export { InviteDialog } from './InviteDialog';
export { ConnectionDialog, VibeSummary } from './ConnectionDialog';
export { ConnectionCard, RelationshipMarker, VibeBadge } from './ConnectionCard';
export { RELATIONSHIP_META, RELATIONSHIP_OPTIONS, relationshipMeta, inviteLinkFor } from './meta';
export * from './useConnections';
export { useConnectionsHub } from './useConnectionsHub';
