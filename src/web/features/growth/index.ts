export { WeeklyActionsDialog } from './WeeklyActionsDialog';
export { CoachReflectionsSwitch } from './CoachReflectionsSwitch';
