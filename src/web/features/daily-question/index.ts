// The dialog is not exported here: it loads when first opened (useConnectionsHub imports it lazily, decision 076), and
// a re-export from this barrel would pull it into the first paint with everything that imports the barrel.
export { DailyQuestionLine } from './DailyQuestionLine';
export { useDailyQuestionCards } from './useDailyQuestion';
export { CoachDailyAnswersSwitch } from './CoachDailyAnswersSwitch';
