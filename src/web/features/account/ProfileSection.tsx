import { useMemo } from 'react';
import { Badge, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, profileInput, type ProfileAnswer } from '../../../shared/account';
import { queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';
import { refreshSession, useCurrentUser } from '../auth/session';
import { EmailStatus } from '../verification/EmailStatus';
import { EmailChangeForm } from './EmailChangeForm';

const nameForm = profileInput.pick({ firstName: true, lastName: true }).required();
type NameValues = z.input<typeof nameForm>;
const NAME_FIELDS = ['firstName', 'lastName'] as const;

function allTimeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

function useSaveProfile() {
  return useMutation({
    mutationFn: (input: z.input<typeof profileInput>) => trpcClient.account.updateProfile.mutate(input),
    onSuccess: async (answer: ProfileAnswer) => {
      queryClient.setQueryData(trpc.account.profile.queryKey(), answer);
      await refreshSession();
      toast.success(ACCOUNT_MESSAGES.profileUpdated);
    },
  });
}

/** Settings › Profile: names, e-mail with its badge, the time zone weeks are counted in, the account's status. */
export function ProfileSection() {
  const user = useCurrentUser();
  const profile = useQuery(trpc.account.profile.queryOptions());
  return (
    <Card>
      <Stack>
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Profile
          </Title>
          <Badge color={user.isActive ? 'teal' : 'gray'} variant="light">
            {user.isActive ? 'Active Account' : 'Inactive Account'}
          </Badge>
        </Group>
        <NameForm firstName={user.firstName} lastName={user.lastName} />
        <EmailStatus user={user} />
        <EmailChangeForm isAdmin={user.isAdmin} />
        {profile.isPending ? (
          <Skeleton height={60} aria-label="Loading your time zone" />
        ) : profile.isError ? (
          <LoadError title="Could not load your time zone" error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <TimeZoneForm key={profile.data.timeZone} timeZone={profile.data.timeZone} chosen={profile.data.timeZoneChosen} />
        )}
        <Text size="sm" c="dimmed">
          Member since {new Date(user.createdAt).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })}
        </Text>
      </Stack>
    </Card>
  );
}

function NameForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const save = useSaveProfile();
  const form = useForm<NameValues>({ initialValues: { firstName, lastName }, validate: zod4Resolver(nameForm) });
  const submit = (values: NameValues) =>
    save.mutate(values, {
      onSuccess: (answer) => form.resetDirty({ firstName: answer.firstName, lastName: answer.lastName }),
      onError: (error) => {
        if (!placeServerErrors(error, form.setFieldError, NAME_FIELDS)) toast.error('Error', humanErrorMessage(error, 'Could not save your profile.'));
      },
    });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Your name">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            Save name
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TimeZoneForm({ timeZone, chosen }: { timeZone: string; chosen: boolean }) {
  const save = useSaveProfile();
  const zones = useMemo(() => allTimeZones(timeZone), [timeZone]);
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Stack gap={6}>
      <Select
        label="Time zone"
        description={
          chosen
            ? 'You chose this zone. Your weekly actions reset on Monday at midnight here.'
            : 'Taken from your browser. Your weekly actions reset on Monday at midnight here.'
        }
        data={zones}
        value={timeZone}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No zone by that name"
        disabled={save.isPending}
        onChange={(zone) => {
          if (zone && zone !== timeZone) {
            save.mutate({ timeZone: zone }, { onError: (error) => toast.error('Error', humanErrorMessage(error, 'Could not save your time zone.')) });
          }
        }}
      />
      {deviceZone && deviceZone !== timeZone && (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            This device is in {deviceZone}.
          </Text>
          <Button size="xs" variant="light" loading={save.isPending} onClick={() => save.mutate({ timeZone: deviceZone })}>
            Use {deviceZone}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
