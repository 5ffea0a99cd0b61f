import { useEffect, useState } from 'react';
import { Button, Card, Group, Loader, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage, queryClient, trpc, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { LoadError } from '../../components/LoadError';

const m = {
  updated: defineMessage({ id: 'socialHub.community.updated', defaultMessage: 'Profile updated' }),
  error: defineMessage({ id: 'common.error', defaultMessage: 'Error' }),
  saveFailed: defineMessage({ id: 'socialHub.community.saveFailed', defaultMessage: 'Your community profile was not saved. Please try again.' }),
  tryAgain: defineMessage({ id: 'socialHub.tryAgain', defaultMessage: 'Please try again.' }),
  loading: defineMessage({ id: 'socialHub.community.loading', defaultMessage: 'Loading your community profile' }),
  loadFailed: defineMessage({ id: 'socialHub.community.loadFailed', defaultMessage: 'Failed to load your community profile' }),
  displayName: defineMessage({ id: 'socialHub.community.displayName', defaultMessage: 'Display name' }),
  displayNameHint: defineMessage({ id: 'socialHub.community.displayNameHint', defaultMessage: 'Shown instead of your full name; leave empty to use it' }),
  bio: defineMessage({ id: 'socialHub.community.bio', defaultMessage: 'Bio' }),
  bioCount: defineMessage<{ length: number; max: number }>({ id: 'socialHub.community.bioCount', defaultMessage: '{length, number}/{max, number}' }),
  showType: defineMessage({ id: 'socialHub.community.showType', defaultMessage: 'Show my personality type' }),
  showPhoto: defineMessage({ id: 'socialHub.community.showPhoto', defaultMessage: 'Show my profile photo' }),
  showStreaks: defineMessage({ id: 'socialHub.community.showStreaks', defaultMessage: 'Show my streaks' }),
  showAchievements: defineMessage({ id: 'socialHub.community.showAchievements', defaultMessage: 'Show my achievements' }),
  autoPosts: defineMessage({ id: 'socialHub.community.autoPosts', defaultMessage: 'Automatic posts about me' }),
  autoPostsHint: defineMessage({ id: 'socialHub.community.autoPostsHint', defaultMessage: 'Welcome, achievements and streak milestones in the feed' }),
};

const MAX_BIO = 280;
/** Blocked members read a page at a time (the list can be long). */
const BLOCKS_PAGE = 50;

/** Settings › Privacy › Community: how the Social Hub shows the person, and who they blocked. */
export function CommunityProfileSettings() {
  const intl = useIntl();
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
      toast.success(intl.formatMessage(m.updated));
    },
    onError: (error) => toast.error(intl.formatMessage(m.error), errorMessage(error, intl.formatMessage(m.saveFailed))),
  });
  const unblock = useMutation({
    mutationFn: (userId: string) => trpcClient.socialHub.unblock.mutate({ userId }),
    onSuccess: () => void queryClient.invalidateQueries(trpc.socialHub.pathFilter()),
    onError: (error) => toast.error(intl.formatMessage(m.error), errorMessage(error, intl.formatMessage(m.tryAgain))),
  });

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <FormattedMessage id="socialHub.community.title" defaultMessage="Community" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="socialHub.community.intro"
            defaultMessage="How other members see you in the Social Hub: your name or display name, the reflections you share, the automatic posts you allow, and your personality type and photo only if you show them. Your scores, survey answers, Vibe, journal and chats are never shown there."
          />
        </Text>
        {profile.isPending ? (
          <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />
        ) : profile.isError ? (
          <LoadError title={intl.formatMessage(m.loadFailed)} error={profile.error} onRetry={() => void profile.refetch()} />
        ) : !profile.data.joined ? (
          <Text size="sm">
            <FormattedMessage id="socialHub.community.notJoined" defaultMessage="You have not joined the Social Hub, so nothing about you is shown there. Open the Social Hub to join." />
          </Text>
        ) : (
          <>
            <TextInput label={intl.formatMessage(m.displayName)}
              description={intl.formatMessage(m.displayNameHint)} maxLength={50} value={displayName} onChange={(e) => setDisplayName(e.currentTarget.value)} />
            <Textarea label={intl.formatMessage(m.bio)}
              description={intl.formatMessage(m.bioCount, { length: bio.length, max: MAX_BIO })} maxLength={MAX_BIO} autosize minRows={2} value={bio} onChange={(e) => setBio(e.currentTarget.value)} />
            <Group justify="flex-end">
              <Button variant="light" loading={save.isPending} onClick={() => save.mutate({ displayName: displayName.trim() || null, bio: bio.trim() || null })}>
                <FormattedMessage id="socialHub.community.save" defaultMessage="Save" />
              </Button>
            </Group>
            <Switch label={intl.formatMessage(m.showType)} checked={profile.data.showType} disabled={save.isPending} onChange={(e) => save.mutate({ showType: e.currentTarget.checked })} />
            <Switch label={intl.formatMessage(m.showPhoto)} checked={profile.data.showPhoto} disabled={save.isPending} onChange={(e) => save.mutate({ showPhoto: e.currentTarget.checked })} />
            <Switch label={intl.formatMessage(m.showStreaks)} checked={profile.data.showStreaks} disabled={save.isPending} onChange={(e) => save.mutate({ showStreaks: e.currentTarget.checked })} />
            <Switch label={intl.formatMessage(m.showAchievements)} checked={profile.data.showAchievements} disabled={save.isPending} onChange={(e) => save.mutate({ showAchievements: e.currentTarget.checked })} />
            <Switch
              label={intl.formatMessage(m.autoPosts)}
              description={intl.formatMessage(m.autoPostsHint)}
              checked={profile.data.autoPosts}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ autoPosts: e.currentTarget.checked })}
            />
          </>
        )}
        {blockedMembers.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              <FormattedMessage id="socialHub.community.blocked" defaultMessage="Blocked members" />
            </Text>
            {blockedMembers.map((b) => (
              <Group key={b.userId} justify="space-between">
                <Text size="sm">
                  {b.firstName} {b.lastName}
                </Text>
                <Button size="compact-xs" variant="subtle" loading={unblock.isPending && unblock.variables === b.userId} onClick={() => unblock.mutate(b.userId)}>
                  <FormattedMessage id="socialHub.community.unblock" defaultMessage="Unblock" />
                </Button>
              </Group>
            ))}
            {blocked.hasNextPage && (
              <Button size="compact-xs" variant="subtle" w="fit-content" loading={blocked.isFetchingNextPage} onClick={() => void blocked.fetchNextPage()}>
                <FormattedMessage id="socialHub.community.moreBlocked" defaultMessage="Show more blocked members" />
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
