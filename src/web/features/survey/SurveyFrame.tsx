import type { ReactNode } from 'react';
import { Box, Button, Container, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { useSession } from '../auth/session';

/** The product's name, the same in every language (GLOSSARY.md). */
const PRODUCT_NAME = 'Attune';

/** The survey's own top bar (spec §2: Logout clears the session and goes to /auth) around a centred column. */
export function SurveyFrame({ children, actions, width = 760 }: { children: ReactNode; actions?: ReactNode; width?: number }) {
  const { signOut } = useSession();
  return (
    <Box mih="100dvh" bg="var(--attune-soft)">
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)', position: 'sticky', top: 0, zIndex: 10 }}
      >
        <Group justify="space-between" px={{ base: 'sm', sm: 'md' }} h={60} wrap="nowrap" maw={1100} mx="auto">
          <Group gap={8} wrap="nowrap">
            <img src="/icon.svg" alt="" width={28} height={28} />
            <Text fw={700} fz="lg" ff="heading" c="var(--attune-accent-text)">
              {PRODUCT_NAME}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            {actions}
            <Button variant="subtle" color="gray" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
              <FormattedMessage id="survey.logout" defaultMessage="Logout" />
            </Button>
          </Group>
        </Group>
      </Box>
      <Container component="main" size={width} px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
        {children}
      </Container>
    </Box>
  );
}
