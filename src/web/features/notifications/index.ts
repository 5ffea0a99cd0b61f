export { PushToggle } from './PushToggle';
export { NotificationKinds } from './NotificationKinds';

