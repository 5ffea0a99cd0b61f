export { ProfileDialog, type LearnMoreTopic } from './ProfileDialog';
export { PreferencesDialog } from './PreferencesDialog';
