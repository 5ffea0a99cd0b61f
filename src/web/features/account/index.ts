export { ProfileSection } from './ProfileSection';
export { PasswordSection } from './PasswordSection';
export { DevicesSection } from './DevicesSection';
export { YourDataSection } from './PrivacySection';
