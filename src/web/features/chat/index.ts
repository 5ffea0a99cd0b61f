export { CoachChat, type CoachChatProps } from './CoachChat';
export { ChatHistoryDialog, type ChatHistoryDialogProps } from './ChatHistoryDialog';
export { startLearnMoreConversation } from './learnMore';
export { Markdown } from './Markdown';
export { historyDate } from './dates';
export { CoachMemories } from './CoachMemories';
