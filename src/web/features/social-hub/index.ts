export { SocialHubDialog } from './SocialHubDialog';
export { useHubNews } from './useHubNews';
export { CommunityProfileSettings } from './CommunityProfileSettings';
export { SocialReportsTab } from './SocialReportsTab';
