import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLogout, IconRefresh, IconSettings } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { refreshForLatestUpdates } from '../../app/refresh';
import { useCurrentUser, useSession } from '../auth/session';
import { NotificationKinds, PushToggle } from '../notifications';

/** The Settings tab (spec §2): profile information, notifications (decision 023), app updates and account actions. */
export function SettingsTab({ onClose }: { onClose: () => void }) {
  const user = useCurrentUser();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [refreshing, setRefreshing] = useState(false);
  return (
    <Stack gap="md">
      <Card p="md">
        <Stack gap="sm">
          <Title order={3} fz={17}>
            Profile information
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="First name" value={user.firstName} readOnly />
            <TextInput label="Last name" value={user.lastName} readOnly />
          </SimpleGrid>
          <TextInput label="Email" value={user.email} readOnly />
        </Stack>
      </Card>
      <Card p="md">
        <Stack gap="sm">
          <Title order={3} fz={17}>
            Notifications
          </Title>
          <PushToggle />
          <NotificationKinds />
        </Stack>
      </Card>
      <Card p="md">
        <Stack gap="sm">
          <Title order={3} fz={17}>
            App Updates
          </Title>
          <Text size="sm" c="dimmed">
            If something looks out of date, fetch the newest version of Attune now. The page reloads; nothing you saved is lost.
          </Text>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} aria-hidden />}
            w="fit-content"
            loading={refreshing}
            onClick={() => {
              setRefreshing(true);
              void refreshForLatestUpdates();
            }}
          >
            Refresh for Latest Updates
          </Button>
        </Stack>
      </Card>
      <Card p="md">
        <Stack gap="sm">
          <Title order={3} fz={17}>
            Account Actions
          </Title>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconSettings size={16} aria-hidden />}
              onClick={() => {
                onClose();
                void navigate({ to: '/settings' });
              }}
            >
              Account Settings
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => {
                onClose();
                void signOut();
              }}
            >
              Sign Out
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
