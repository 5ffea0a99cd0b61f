export { ConnectionChatTabs, type ConnectionChatTabsProps } from './ConnectionChatTabs';
export { ConnectionChatSlot } from './ConnectionChatSlot';
export { chatSocket, useChatSocket, useUnreadCounts } from './socket';
