import { useState } from 'react';
import { Badge, Button, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/LoadError';
import { useFeed } from './api';
import { StreakIcon } from './icons';
import { ConnectDialog } from './ConnectDialog';
import { DailyPromptCard } from './DailyPromptCard';
import { JoinSocialHub } from './JoinSocialHub';
import { PostCard, type PostActions } from './PostCard';
import { ReportDialog } from './ReportDialog';
import { UserProfileDialog } from './UserProfileDialog';

const m = {
  loadingFeed: defineMessage({ id: 'socialHub.feed.loading', defaultMessage: 'Loading the community feed' }),
  feedFailed: defineMessage({ id: 'socialHub.feed.failed', defaultMessage: 'Failed to load the community feed' }),
  streakLabel: defineMessage<{ days: number }>({ id: 'socialHub.streakLabel', defaultMessage: 'Daily reflection streak: {days, plural, one {# day} other {# days}}' }),
  loadingHub: defineMessage({ id: 'socialHub.loading', defaultMessage: 'Loading the Social Hub' }),
  hubFailed: defineMessage({ id: 'socialHub.failed', defaultMessage: 'Failed to load the Social Hub' }),
};

function CommunityFeed({ actions }: { actions: PostActions }) {
  const intl = useIntl();
  const feed = useFeed();
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        <FormattedMessage id="socialHub.feed.title" defaultMessage="Community Feed" />
      </Title>
      {feed.isPending ? (
        <Center py="lg">
          <Loader size="sm" aria-label={intl.formatMessage(m.loadingFeed)} />
        </Center>
      ) : feed.isError ? (
        <LoadError title={intl.formatMessage(m.feedFailed)} error={feed.error} onRetry={() => void feed.refetch()} />
      ) : posts.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          <FormattedMessage id="socialHub.feed.empty" defaultMessage="No posts yet. Share today's reflection to start the conversation." />
        </Text>
      ) : (
        <>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} actions={actions} />
          ))}
          {feed.hasNextPage && (
            <Center>
              <Button variant="subtle" size="xs" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
                <FormattedMessage id="socialHub.feed.loadMore" defaultMessage="Load more" />
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}

/** The Social Hub dialog (spec §2): the daily_reflection streak, today's prompt, the Community Feed. */
export function SocialHubDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 36em)');
  // Whether the person joined: until they do, the hub shows the join screen and nothing about them is in it.
  const membership = useQuery({ ...trpc.socialHub.myProfile.queryOptions(), enabled: opened });
  const joined = membership.data?.joined === true;
  const streaks = useQuery({ ...trpc.socialHub.streaks.queryOptions(), enabled: opened && joined });
  const [profileId, setProfileId] = useState<string | null>(null);
  const [connectTo, setConnectTo] = useState<{ id: string; firstName: string } | null>(null);
  const [reporting, setReporting] = useState<string | null>(null);
  const current = streaks.data?.find((s) => s.streakType === 'daily_reflection')?.currentStreak ?? 0;
  const actions: PostActions = { onOpenProfile: setProfileId, onConnect: setConnectTo, onReport: setReporting };

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        // Escape closes the top layer only: while a profile, a connect or a report dialog is open, it is theirs.
        closeOnEscape={profileId === null && connectTo === null && reporting === null}
        size="lg"
        fullScreen={phone}
        radius={phone ? 0 : 'md'}
        title={
          <Group gap="sm">
            <Text fw={600} ff="heading" fz="lg">
              <FormattedMessage id="socialHub.title" defaultMessage="Social Hub" />
            </Text>
            {joined && (
              <Badge variant="light" color="orange" leftSection={<StreakIcon size={12} aria-hidden />} aria-label={intl.formatMessage(m.streakLabel, { days: current })}>
                <FormattedMessage id="socialHub.streak" defaultMessage="{days, number}-day streak" values={{ days: current }} />
              </Badge>
            )}
          </Group>
        }
      >
        {opened &&
          (membership.isPending ? (
            <Center py="lg">
              <Loader size="sm" aria-label={intl.formatMessage(m.loadingHub)} />
            </Center>
          ) : membership.isError ? (
            <LoadError title={intl.formatMessage(m.hubFailed)} onRetry={() => void membership.refetch()} />
          ) : joined ? (
            <Stack gap="lg">
              <DailyPromptCard />
              <CommunityFeed actions={actions} />
            </Stack>
          ) : (
            <JoinSocialHub onNotNow={onClose} />
          ))}
      </Modal>
      <UserProfileDialog
        userId={profileId}
        onClose={() => setProfileId(null)}
        onConnect={(person) => {
          setProfileId(null);
          setConnectTo(person);
        }}
      />
      <ConnectDialog person={connectTo} onClose={() => setConnectTo(null)} />
      <ReportDialog postId={reporting} onClose={() => setReporting(null)} />
    </>
  );
}
