import { useMemo } from 'react';
import { Badge, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { profileInput, type ProfileAnswer } from '../../../shared/account';
import { queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';
import { humanErrorMessage, placeServerErrors } from '../../lib/formErrors';
import { refreshSession, useCurrentUser } from '../auth/session';
import { EmailStatus } from '../verification/EmailStatus';
import { EmailChangeForm } from './EmailChangeForm';
import { FormattedDate, FormattedMessage, defineMessages, useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../../shared/locales';
import { useLocale } from '../../i18n/LocaleProvider';
import '../../app/zodConfig';

const m = defineMessages({
  profileUpdated: { id: 'settings.profile.updated', defaultMessage: 'Profile updated' },
  error: { id: 'common.error', defaultMessage: 'Error' },
  loadingZone: { id: 'settings.profile.loadingZone', defaultMessage: 'Loading your time zone' },
  zoneLoadFailed: { id: 'settings.profile.zoneLoadFailed', defaultMessage: 'Could not load your time zone' },
  yourName: { id: 'settings.profile.yourName', defaultMessage: 'Your name' },
  firstName: { id: 'settings.profile.firstName', defaultMessage: 'First name' },
  lastName: { id: 'settings.profile.lastName', defaultMessage: 'Last name' },
  saveFailed: { id: 'settings.profile.saveFailed', defaultMessage: 'Could not save your profile.' },
  timeZone: { id: 'settings.profile.timeZone', defaultMessage: 'Time zone' },
  zoneChosen: { id: 'settings.profile.zoneChosen', defaultMessage: 'You chose this zone. Your weekly actions reset on Monday at midnight here.' },
  zoneFromBrowser: { id: 'settings.profile.zoneFromBrowser', defaultMessage: 'Taken from your browser. Your weekly actions reset on Monday at midnight here.' },
  noZone: { id: 'settings.profile.noZone', defaultMessage: 'No zone by that name' },
  zoneSaveFailed: { id: 'settings.profile.zoneSaveFailed', defaultMessage: 'Could not save your time zone.' },
  language: { id: 'settings.profile.language', defaultMessage: 'Language' },
  languageHint: { id: 'settings.profile.languageHint', defaultMessage: 'Screens, e-mails and notifications use this language on every device.' },
  languageSaveFailed: { id: 'settings.profile.languageSaveFailed', defaultMessage: 'Could not save your language.' },
});

/** Each language is named in itself, so a person who cannot read the current one still finds theirs. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

const nameForm = profileInput.pick({ firstName: true, lastName: true }).required();
type NameValues = z.input<typeof nameForm>;
const NAME_FIELDS = ['firstName', 'lastName'] as const;

function allTimeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

function useSaveProfile() {
  const intl = useIntl();
  return useMutation({
    mutationFn: (input: z.input<typeof profileInput>) => trpcClient.account.updateProfile.mutate(input),
    onSuccess: async (answer: ProfileAnswer) => {
      queryClient.setQueryData(trpc.account.profile.queryKey(), answer);
      await refreshSession();
      toast.success(intl.formatMessage(m.profileUpdated));
    },
  });
}

/** Settings › Profile: names, e-mail with its badge, the time zone weeks are counted in, the account's status. */
export function ProfileSection() {
  const intl = useIntl();
  const user = useCurrentUser();
  const profile = useQuery(trpc.account.profile.queryOptions());
  return (
    <Card>
      <Stack>
        <Group justify="space-between">
          <Title order={2} fz="lg">
            <FormattedMessage id="settings.profile.title" defaultMessage="Profile" />
          </Title>
          <Badge color={user.isActive ? 'teal' : 'gray'} variant="light">
            {user.isActive ? (
              <FormattedMessage id="settings.profile.active" defaultMessage="Active Account" />
            ) : (
              <FormattedMessage id="settings.profile.inactive" defaultMessage="Inactive Account" />
            )}
          </Badge>
        </Group>
        <NameForm firstName={user.firstName} lastName={user.lastName} />
        <EmailStatus user={user} />
        <EmailChangeForm isAdmin={user.isAdmin} />
        <LanguageSelect locale={user.locale} />
        {profile.isPending ? (
          <Skeleton height={60} aria-label={intl.formatMessage(m.loadingZone)} />
        ) : profile.isError ? (
          <LoadError title={intl.formatMessage(m.zoneLoadFailed)} error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <TimeZoneForm key={profile.data.timeZone} timeZone={profile.data.timeZone} chosen={profile.data.timeZoneChosen} />
        )}
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="settings.profile.memberSince"
            defaultMessage="Member since {date}"
            values={{ date: <FormattedDate value={user.createdAt} year="numeric" month="long" day="numeric" /> }}
          />
        </Text>
      </Stack>
    </Card>
  );
}

function NameForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const intl = useIntl();
  const save = useSaveProfile();
  const form = useForm<NameValues>({ initialValues: { firstName, lastName }, validate: zod4Resolver(nameForm) });
  const submit = (values: NameValues) =>
    save.mutate(values, {
      onSuccess: (answer) => form.resetDirty({ firstName: answer.firstName, lastName: answer.lastName }),
      onError: (error) => {
        if (!placeServerErrors(error, form.setFieldError, NAME_FIELDS)) toast.error(intl.formatMessage(m.error), humanErrorMessage(error, intl.formatMessage(m.saveFailed)));
      },
    });
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={intl.formatMessage(m.yourName)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={intl.formatMessage(m.firstName)} autoComplete="given-name" withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label={intl.formatMessage(m.lastName)} autoComplete="family-name" withAsterisk {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            <FormattedMessage id="settings.profile.saveName" defaultMessage="Save name" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TimeZoneForm({ timeZone, chosen }: { timeZone: string; chosen: boolean }) {
  const intl = useIntl();
  const save = useSaveProfile();
  const zones = useMemo(() => allTimeZones(timeZone), [timeZone]);
  const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Stack gap={6}>
      <Select
        label={intl.formatMessage(m.timeZone)}
        description={intl.formatMessage(chosen ? m.zoneChosen : m.zoneFromBrowser)}
        data={zones}
        value={timeZone}
        searchable
        allowDeselect={false}
        nothingFoundMessage={intl.formatMessage(m.noZone)}
        disabled={save.isPending}
        onChange={(zone) => {
          if (zone && zone !== timeZone) {
            save.mutate({ timeZone: zone }, { onError: (error) => toast.error(intl.formatMessage(m.error), humanErrorMessage(error, intl.formatMessage(m.zoneSaveFailed))) });
          }
        }}
      />
      {deviceZone && deviceZone !== timeZone && (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="settings.profile.deviceZone" defaultMessage="This device is in {zone}." values={{ zone: deviceZone }} />
          </Text>
          <Button size="xs" variant="light" loading={save.isPending} onClick={() => save.mutate({ timeZone: deviceZone })}>
            <FormattedMessage id="settings.profile.useDeviceZone" defaultMessage="Use {zone}" values={{ zone: deviceZone }} />
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Settings › Profile › Language: saved with the account, shown at once (decision 071). */
function LanguageSelect({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const save = useSaveProfile();
  const { setLocale } = useLocale();
  return (
    <Select
      label={intl.formatMessage(m.language)}
      description={intl.formatMessage(m.languageHint)}
      data={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      value={locale}
      allowDeselect={false}
      disabled={save.isPending}
      onChange={(chosen) => {
        const next = LOCALES.find((value) => value === chosen);
        if (!next || next === locale) return;
        save.mutate(
          { locale: next },
          {
            onSuccess: () => setLocale(next, { remember: true }),
            onError: (error) => toast.error(intl.formatMessage(m.error), humanErrorMessage(error, intl.formatMessage(m.languageSaveFailed))),
          },
        );
      }}
    />
  );
}
