/**
 * Mantine's toast stack, loaded with the first toast rather than with the first paint (decision 104): toast.ts only
 * needs the store, which shows a toast by adding it there; this component draws what the store holds.
 */
export { Notifications as default } from '@mantine/notifications';
