import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of each auth form (sign in, create account, reset, new password): the title and one quiet line under it. */
export function FormHeading({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Title order={1} fz={26}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {children}
      </Text>
    </div>
  );
}
