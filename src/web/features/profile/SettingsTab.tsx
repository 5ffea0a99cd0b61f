import { useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLogout, IconRefresh, IconSettings } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { refreshForLatestUpdates } from '../../app/refresh';
import { useCurrentUser, useSession } from '../auth/session';
import { NotificationKinds, PushToggle } from '../notifications';

/** The Settings tab (spec §2): profile information, notifications (decision 023), app updates and account actions. */
export function SettingsTab({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const user = useCurrentUser();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [refreshing, setRefreshing] = useState(false);
  return (
    <Stack gap="md">
      <Card p="md">
        <Stack gap="sm">
          <Title order={3} fz={17}>
            <FormattedMessage id="profile.settings.info" defaultMessage="Profile information" />
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={intl.formatMessage({ id: 'profile.settings.firstName', defaultMessage: 'First name' })} value={user.firstName} readOnly />
            <TextInput label={intl.formatMessage({ id: 'profile.settings.lastName', defaultMessage: 'Last name' })} value={user.lastName} readOnly />
          </SimpleGrid>
          <TextInput label={intl.formatMessage({ id: 'profile.settings.email', defaultMessage: 'Email' })} value={user.email} readOnly />
        </Stack>
      </Card>
      <Card p="md">
        <Stack gap="sm">
          <Title order={3} fz={17}>
            <FormattedMessage id="profile.settings.notifications" defaultMessage="Notifications" />
          </Title>
          <PushToggle />
          <NotificationKinds />
        </Stack>
      </Card>
      <Card p="md">
        <Stack gap="sm">
          <Title order={3} fz={17}>
            <FormattedMessage id="profile.settings.updates" defaultMessage="App Updates" />
          </Title>
          <Text size="sm" c="dimmed">
            <FormattedMessage
              id="profile.settings.updatesText"
              defaultMessage="If something looks out of date, fetch the newest version of Attune now. The page reloads; nothing you saved is lost."
            />
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
            <FormattedMessage id="profile.settings.refresh" defaultMessage="Refresh for Latest Updates" />
          </Button>
        </Stack>
      </Card>
      <Card p="md">
        <Stack gap="sm">
          <Title order={3} fz={17}>
            <FormattedMessage id="profile.settings.actions" defaultMessage="Account Actions" />
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
              <FormattedMessage id="profile.settings.account" defaultMessage="Account Settings" />
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
              <FormattedMessage id="profile.settings.signOut" defaultMessage="Sign Out" />
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
