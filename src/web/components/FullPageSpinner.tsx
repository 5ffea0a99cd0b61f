import { Center, Loader } from '@mantine/core';

export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite" aria-label={label}>
      <Loader size="lg" type="dots" />
    </Center>
  );
}
