export { SocialHubDialog } from './SocialHubDialog';
export { FeedPreviewCard } from './FeedPreviewCard';
export { CommunityProfileSettings } from './CommunityProfileSettings';
export { SocialReportsTab } from './SocialReportsTab';
