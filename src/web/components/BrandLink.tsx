import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { PRODUCT_NAME } from '../lib/pageTitle';

/** The logo and name, linking home: the top of every full-page screen that has no app frame (404, verification, status). */
export function BrandLink({ size = 36 }: { size?: number }) {
  const intl = useIntl();
  return (
    <Anchor component={Link} to="/" underline="never" aria-label={intl.formatMessage({ id: 'app.homeLink', defaultMessage: 'Attune home' })}>
      <Group gap={8} wrap="nowrap">
        <img src="/icon.svg" alt="" width={size} height={size} />
        <Text fw={700} fz="xl" ff="heading" c="var(--attune-accent-text)">
          {PRODUCT_NAME}
        </Text>
      </Group>
    </Anchor>
  );
}
