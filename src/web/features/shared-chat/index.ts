export { ConnectionChatTabs, type ConnectionChatTabsProps } from './ConnectionChatTabs';
export { ConnectionChatSlot } from './ConnectionChatSlot';
export { chatSocket, useChatSocket } from './socket';
export { useUnreadCounts } from './unreadCounts';
