import { useState } from 'react';
import { Badge, Group, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChartBar, IconSettings, IconUser } from '@tabler/icons-react';
import { FormattedMessage } from 'react-intl';
import { typeNickname } from '../../../shared/assessment/resultText';
import { useResultText } from '../survey/surveyText';
import { useCurrentUser } from '../auth/session';
import { useSurveyResults } from '../survey/api';
import { InsightsTab } from './InsightsTab';
import { PersonalityTab } from './PersonalityTab';
import { PreferencesDialog } from './PreferencesDialog';
import { ProfilePhoto, RemovePhotoLink } from './ProfilePhoto';
import { SettingsTab } from './SettingsTab';
import type { LearnMoreTopic } from './TabParts';
import type { StabilityDimension } from '../../../shared/assessment/types';

export type { LearnMoreTopic } from './TabParts';

/** Between the type's code and its nickname in the badge: typography, the same in every language. */
const NICKNAME_SEPARATOR = ' · ';

/**
 * The profile dialog (spec §2): avatar, and the Personality, Insights and Settings tabs. Spec §2 labels the first tab
 * "Profile" on small screens; issue 30 asked for one name for one tab, and "Personality" says what it holds (the
 * dialog itself is already "Your profile"), so it is "Personality" at every width.
 * Fetches its own data. `onLearnMore` is optional; without it the "Learn more" buttons are hidden.
 */
export function ProfileDialog({
  opened,
  onClose,
  onLearnMore,
  onOpenActions,
}: {
  opened: boolean;
  onClose: () => void;
  onLearnMore?: (topic: LearnMoreTopic) => void;
  /** Opens the weekly actions for a stability type (from the Insights tab's six scores). */
  onOpenActions?: (type: StabilityDimension) => void;
}) {
  const user = useCurrentUser();
  const small = useMediaQuery('(max-width: 36em)');
  const [tab, setTab] = useState<string | null>('personality');
  const [prefsOpen, setPrefsOpen] = useState(false);
  const results = useSurveyResults();
  const text = useResultText() ?? null;
  const nickname = results.data ? (text ? typeNickname(results.data.personalityType, text) : results.data.nickname) : '';

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        size="xl"
        fullScreen={small}
        // Escape in the preferences dialog on top must close only that one.
        closeOnEscape={!prefsOpen}
        title={
          <Text fw={600} ff="heading" fz="lg">
            <FormattedMessage id="profile.dialog.title" defaultMessage="Your profile" />
          </Text>
        }
      >
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <ProfilePhoto user={user} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={2} fz={22} lineClamp={1}>
                {user.firstName} {user.lastName}
              </Title>
              <Group gap={6}>
                {results.data && (
                  <Badge color="plum" variant="light">
                    {results.data.personalityType}
                    {nickname && NICKNAME_SEPARATOR}
                    {nickname}
                  </Badge>
                )}
              </Group>
              <RemovePhotoLink user={user} />
            </Stack>
          </Group>

          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="personality" leftSection={<IconUser size={16} aria-hidden />}>
                <FormattedMessage id="profile.weights.personality" defaultMessage="Personality" />
              </Tabs.Tab>
              <Tabs.Tab value="insights" leftSection={<IconChartBar size={16} aria-hidden />}>
                <FormattedMessage id="profile.dialog.insights" defaultMessage="Insights" />
              </Tabs.Tab>
              <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden />}>
                <FormattedMessage id="profile.dialog.settings" defaultMessage="Settings" />
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="personality" pt="md">
              <PersonalityTab onClose={onClose} onLearnMore={onLearnMore} />
            </Tabs.Panel>
            <Tabs.Panel value="insights" pt="md">
              <InsightsTab onClose={onClose} onUpdatePreferences={() => setPrefsOpen(true)} onLearnMore={onLearnMore} onOpenActions={onOpenActions} />
            </Tabs.Panel>
            <Tabs.Panel value="settings" pt="md">
              <SettingsTab onClose={onClose} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Modal>
      <PreferencesDialog opened={prefsOpen} onClose={() => setPrefsOpen(false)} />
    </>
  );
}
