import { Avatar, Badge, Button, Center, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../app/trpc';
import { initialsOf } from '../../components/AppFrame';
import { ACHIEVEMENT_ICONS, StreakIcon } from './icons';

/** Another member as the hub shows them (spec §2 User Profile sub-dialog): only what they allow. */
export function UserProfileDialog({ userId, onClose, onConnect }: { userId: string | null; onClose: () => void; onConnect(person: { id: string; firstName: string }): void }) {
  const profile = useQuery({ ...trpc.socialHub.profile.queryOptions({ userId: userId ?? '' }), enabled: userId !== null });
  const p = profile.data;
  return (
    <Modal opened={userId !== null} onClose={onClose} title="Member profile" centered>
      {profile.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading profile" />
        </Center>
      ) : profile.isError || !p ? (
        <Text c="red" size="sm" py="md">
          Error: Failed to load user profile
        </Text>
      ) : (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar src={p.profileImageUrl} color="plum" radius="xl" size={64} alt="">
              {initialsOf(p.firstName, p.lastName)}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={3} fz="lg">
                {p.socialProfile.displayName || `${p.firstName} ${p.lastName}`}
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
                  {s.currentStreak}-day reflection streak{s.longestStreak > s.currentStreak ? ` · best ${s.longestStreak}` : ''}
                </Text>
              </Group>
            ))}
          {p.socialProfile.showAchievements && p.achievements.length > 0 && (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                Recent achievements
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
                Connected
              </Button>
            ) : (
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => onConnect({ id: p.id, firstName: p.firstName })}>
                Connect
              </Button>
            ))}
        </Stack>
      )}
    </Modal>
  );
}
