export { DailyQuestionDialog } from './DailyQuestionDialog';
export { DailyQuestionLine } from './DailyQuestionLine';
export { useDailyQuestionCards } from './useDailyQuestion';
