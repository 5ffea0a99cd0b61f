/**
 * Mantine's toast stack, loaded with the first toast rather than with the first paint (decision 104): toast.ts only
 * needs the store, which shows a toast by adding it there; this component draws what the store holds.
 */
export { Notifications as default } from '@mantine/notifications';
// With the stack that uses them, after the core components' rules they build on, and in Mantine's layer like the rest
// of its styles (decision 116).
import '@mantine/notifications/styles.layer.css';
