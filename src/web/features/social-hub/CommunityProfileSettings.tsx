import { useEffect, useState } from 'react';
import { Button, Card, Group, Loader, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';

const MAX_BIO = 280;
/** Blocked members read a page at a time (the list can be long). */
const BLOCKS_PAGE = 50;

/** Settings › Privacy › Community: how the Social Hub shows the person, and who they blocked. */
export function CommunityProfileSettings() {
  const profile = useQuery(trpc.socialHub.myProfile.queryOptions());
  const blocked = useInfiniteQuery({
    queryKey: trpc.socialHub.blocked.queryKey({ limit: BLOCKS_PAGE }),
    queryFn: ({ pageParam }) => trpcClient.socialHub.blocked.query({ limit: BLOCKS_PAGE, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.length === BLOCKS_PAGE ? (last.at(-1)?.cursor ?? null) : null),
  });
  const blockedMembers = blocked.data?.pages.flat() ?? [];
  const [displayName, setDisplayName] = useState('');
  const [bio, setBio] = useState('');
  useEffect(() => {
    if (profile.data) {
      setDisplayName(profile.data.displayName ?? '');
      setBio(profile.data.bio ?? '');
    }
  }, [profile.data]);
  const save = useMutation({
    mutationFn: (input: Parameters<typeof trpcClient.socialHub.updateMyProfile.mutate>[0]) => trpcClient.socialHub.updateMyProfile.mutate(input),
    onSuccess: (data) => {
      queryClient.setQueryData(trpc.socialHub.myProfile.queryKey(), data);
      toast.success('Profile updated');
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Your community profile was not saved. Please try again.')),
  });
  const unblock = useMutation({
    mutationFn: (userId: string) => trpcClient.socialHub.unblock.mutate({ userId }),
    onSuccess: () => void queryClient.invalidateQueries(trpc.socialHub.pathFilter()),
    onError: (error) => toast.error('Error', errorMessage(error, 'Please try again.')),
  });

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Community
        </Title>
        <Text size="sm" c="dimmed">
          How other members see you in the Social Hub: your name or display name, the reflections you share, the automatic
          posts you allow, and your personality type and photo only if you show them. Your scores, survey answers, Vibe,
          journal and chats are never shown there.
        </Text>
        {profile.isPending ? (
          <Loader size="sm" aria-label="Loading your community profile" />
        ) : profile.isError ? (
          <LoadError title="Failed to load your community profile" error={profile.error} onRetry={() => void profile.refetch()} />
        ) : !profile.data.joined ? (
          <Text size="sm">You have not joined the Social Hub, so nothing about you is shown there. Open the Social Hub to join.</Text>
        ) : (
          <>
            <TextInput label="Display name" description="Shown instead of your full name; leave empty to use it" maxLength={50} value={displayName} onChange={(e) => setDisplayName(e.currentTarget.value)} />
            <Textarea label="Bio" description={`${bio.length}/${MAX_BIO}`} maxLength={MAX_BIO} autosize minRows={2} value={bio} onChange={(e) => setBio(e.currentTarget.value)} />
            <Group justify="flex-end">
              <Button variant="light" loading={save.isPending} onClick={() => save.mutate({ displayName: displayName.trim() || null, bio: bio.trim() || null })}>
                Save
              </Button>
            </Group>
            <Switch label="Show my personality type" checked={profile.data.showType} disabled={save.isPending} onChange={(e) => save.mutate({ showType: e.currentTarget.checked })} />
            <Switch label="Show my profile photo" checked={profile.data.showPhoto} disabled={save.isPending} onChange={(e) => save.mutate({ showPhoto: e.currentTarget.checked })} />
            <Switch label="Show my streaks" checked={profile.data.showStreaks} disabled={save.isPending} onChange={(e) => save.mutate({ showStreaks: e.currentTarget.checked })} />
            <Switch label="Show my achievements" checked={profile.data.showAchievements} disabled={save.isPending} onChange={(e) => save.mutate({ showAchievements: e.currentTarget.checked })} />
            <Switch
              label="Automatic posts about me"
              description="Welcome, achievements and streak milestones in the feed"
              checked={profile.data.autoPosts}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ autoPosts: e.currentTarget.checked })}
            />
          </>
        )}
        {blockedMembers.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Blocked members
            </Text>
            {blockedMembers.map((b) => (
              <Group key={b.userId} justify="space-between">
                <Text size="sm">
                  {b.firstName} {b.lastName}
                </Text>
                <Button size="compact-xs" variant="subtle" loading={unblock.isPending && unblock.variables === b.userId} onClick={() => unblock.mutate(b.userId)}>
                  Unblock
                </Button>
              </Group>
            ))}
            {blocked.hasNextPage && (
              <Button size="compact-xs" variant="subtle" w="fit-content" loading={blocked.isFetchingNextPage} onClick={() => void blocked.fetchNextPage()}>
                Show more blocked members
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
