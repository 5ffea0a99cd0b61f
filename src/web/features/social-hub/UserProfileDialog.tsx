import { Avatar, Badge, Button, Center, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc';
import { initialsOf } from '../../components/AppFrame';
import { ACHIEVEMENT_ICONS, StreakIcon } from './icons';

const m = {
  title: defineMessage({ id: 'socialHub.member.title', defaultMessage: 'Member profile' }),
  loading: defineMessage({ id: 'socialHub.member.loading', defaultMessage: 'Loading profile' }),
};

/** Another member as the hub shows them (spec §2 User Profile sub-dialog): only what they allow. */
export function UserProfileDialog({ userId, onClose, onConnect }: { userId: string | null; onClose: () => void; onConnect(person: { id: string; firstName: string }): void }) {
  const intl = useIntl();
  const profile = useQuery({ ...trpc.socialHub.profile.queryOptions({ userId: userId ?? '' }), enabled: userId !== null });
  const p = profile.data;
  return (
    <Modal opened={userId !== null} onClose={onClose} title={intl.formatMessage(m.title)} centered>
      {profile.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />
        </Center>
      ) : profile.isError || !p ? (
        <Text c="red" size="sm" py="md">
          <FormattedMessage id="socialHub.member.failed" defaultMessage="Error: Failed to load user profile" />
        </Text>
      ) : (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar src={p.profileImageUrl} color="plum" radius="xl" size={64} alt="">
              {initialsOf(p.firstName, p.lastName)}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={3} fz="lg">
                {p.socialProfile.displayName || [p.firstName, p.lastName].join(' ')}
              </Title>
              {p.personalityType && (
                <Badge variant="light" w="fit-content">
                  {p.personalityType}
                </Badge>
              )}
            </Stack>
          </Group>
          {p.socialProfile.bio && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{p.socialProfile.bio}</Text>}
          {p.socialProfile.showStreaks &&
            p.streaks.map((s) => (
              <Group key={s.id} gap={6}>
                <StreakIcon size={16} color="var(--mantine-color-orange-6)" aria-hidden />
                <Text size="sm">
                  {s.longestStreak > s.currentStreak ? (
                    <FormattedMessage
                      id="socialHub.member.streakBest"
                      defaultMessage="{days, number}-day reflection streak · best {best, number}"
                      values={{ days: s.currentStreak, best: s.longestStreak }}
                    />
                  ) : (
                    <FormattedMessage id="socialHub.member.streak" defaultMessage="{days, number}-day reflection streak" values={{ days: s.currentStreak }} />
                  )}
                </Text>
              </Group>
            ))}
          {p.socialProfile.showAchievements && p.achievements.length > 0 && (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                <FormattedMessage id="socialHub.member.achievements" defaultMessage="Recent achievements" />
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                {p.achievements.map((a) => {
                  const AchievementIcon = ACHIEVEMENT_ICONS[a.icon] ?? StreakIcon;
                  return (
                    <Paper key={a.id} withBorder p="xs" radius="md">
                      <AchievementIcon size={22} color="var(--mantine-color-plum-6)" aria-hidden />
                      <Text size="sm" fw={600}>
                        {a.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {a.description}
                      </Text>
                    </Paper>
                  );
                })}
              </SimpleGrid>
            </Stack>
          )}
          {!p.isMe &&
            (p.isConnected ? (
              <Button variant="subtle" leftSection={<IconUserCheck size={16} aria-hidden />} disabled>
                <FormattedMessage id="socialHub.post.connected" defaultMessage="Connected" />
              </Button>
            ) : (
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => onConnect({ id: p.id, firstName: p.firstName })}>
                <FormattedMessage id="socialHub.post.connect" defaultMessage="Connect" />
              </Button>
            ))}
        </Stack>
      )}
    </Modal>
  );
}
