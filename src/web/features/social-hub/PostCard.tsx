import { useState } from 'react';
import { ActionIcon, Alert, Avatar, Badge, Button, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconFlag, IconTrash, IconUserCheck, IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { defineMessage, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { errorMessage, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { initialsOf } from '../../components/AppFrame';
import { POST_TYPE_LABELS, refreshHub, updateLoadedFeed, type FeedPost } from './api';
import { REACTIONS } from './icons';
import { feedTime } from './time';

const m = {
  error: defineMessage({ id: 'common.error', defaultMessage: 'Error' }),
  anonymous: defineMessage({ id: 'socialHub.post.anonymous', defaultMessage: 'Anonymous member' }),
  reactionFailed: defineMessage({ id: 'socialHub.post.reactionFailed', defaultMessage: 'Your reaction was not saved. Please try again.' }),
  deleted: defineMessage({ id: 'socialHub.post.deleted', defaultMessage: 'Post deleted' }),
  deleteFailed: defineMessage({ id: 'socialHub.post.deleteFailed', defaultMessage: 'The post was not deleted. Please try again.' }),
  blocked: defineMessage({ id: 'socialHub.post.blocked', defaultMessage: 'Member blocked' }),
  blockedBody: defineMessage({ id: 'socialHub.post.blockedBody', defaultMessage: 'You will no longer see each other in the Social Hub.' }),
  tryAgain: defineMessage({ id: 'socialHub.tryAgain', defaultMessage: 'Please try again.' }),
  deleteTitle: defineMessage({ id: 'socialHub.post.deleteTitle', defaultMessage: 'Delete this post?' }),
  deleteText: defineMessage({ id: 'socialHub.post.deleteText', defaultMessage: 'It leaves the community feed for everyone, with its reactions.' }),
  deleteAction: defineMessage({ id: 'socialHub.post.deleteAction', defaultMessage: 'Delete post' }),
  blockTitle: defineMessage<{ name: string }>({ id: 'socialHub.post.blockTitle', defaultMessage: 'Block {name}?' }),
  blockText: defineMessage<{ name: string }>({ id: 'socialHub.post.blockText', defaultMessage: 'You will no longer see each other in the Social Hub, and {name} cannot send you a request from it.' }),
  blockAction: defineMessage<{ name: string }>({ id: 'socialHub.post.blockAction', defaultMessage: 'Block {name}' }),
  postBy: defineMessage<{ name: string }>({ id: 'socialHub.post.by', defaultMessage: 'Post by {name}' }),
  post: defineMessage({ id: 'socialHub.post.post', defaultMessage: 'Post' }),
  options: defineMessage({ id: 'socialHub.post.options', defaultMessage: 'Post options' }),
  reactionCount: defineMessage<{ label: string; count: number }>({ id: 'socialHub.post.reactionCount', defaultMessage: '{label} ({count, number})' }),
};

/** An anonymous author's avatar: no letters to show. */
const NO_INITIALS = '?';

export interface PostActions {
  onOpenProfile(userId: string): void;
  onConnect(user: { id: string; firstName: string }): void;
  onReport(postId: string): void;
}

function authorName(post: FeedPost, intl: IntlShape): string {
  if (!post.user) return intl.formatMessage(m.anonymous);
  return post.user.displayName || `${post.user.firstName} ${post.user.lastName}`.trim();
}

/** One post of the Community Feed: author, time, the prompt it answers, its text (plain), reactions, Connect. */
export function PostCard({ post, actions }: { post: FeedPost; actions: PostActions }) {
  const intl = useIntl();
  const react = useMutation({
    mutationFn: (reactionType: FeedPost['reactions'][number]['reactionType']) => trpcClient.socialHub.react.mutate({ postId: post.id, reactionType }),
    onSuccess: (answer) => {
      // Counts update at once in every loaded page holding the post.
      updateLoadedFeed((posts) => posts.map((p) => (p.id === answer.postId ? { ...p, reactions: answer.reactions } : p)));
    },
    onError: (error) => toast.error(intl.formatMessage(m.error), errorMessage(error, intl.formatMessage(m.reactionFailed))),
  });
  const remove = useMutation({
    mutationFn: () => trpcClient.socialHub.deletePost.mutate({ postId: post.id }),
    onSuccess: () => {
      toast.success(intl.formatMessage(m.deleted));
      refreshHub();
    },
    onError: (error) => toast.error(intl.formatMessage(m.error), errorMessage(error, intl.formatMessage(m.deleteFailed))),
  });
  const block = useMutation({
    mutationFn: (userId: string) => trpcClient.socialHub.block.mutate({ userId }),
    onSuccess: () => {
      toast.success(intl.formatMessage(m.blocked), intl.formatMessage(m.blockedBody));
      refreshHub();
    },
    onError: (error) => toast.error(intl.formatMessage(m.error), errorMessage(error, intl.formatMessage(m.tryAgain))),
  });
  const author = post.user;
  const name = authorName(post, intl);
  // Deleting and blocking cannot be taken back from here: each asks once, in the card, before it acts.
  const [confirming, setConfirming] = useState<'delete' | 'block' | null>(null);
  const confirmation =
    confirming === 'delete'
      ? { title: intl.formatMessage(m.deleteTitle), text: intl.formatMessage(m.deleteText), action: intl.formatMessage(m.deleteAction), run: () => remove.mutate(), busy: remove.isPending }
      : confirming === 'block' && author
        ? {
            title: intl.formatMessage(m.blockTitle, { name: author.firstName }),
            text: intl.formatMessage(m.blockText, { name: author.firstName }),
            action: intl.formatMessage(m.blockAction, { name: author.firstName }),
            run: () => block.mutate(author.id),
            busy: block.isPending,
          }
        : null;

  const header = (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={author?.profileImageUrl ?? null} color={author ? 'plum' : 'gray'} radius="xl" size={38} alt="">
        {author ? initialsOf(author.firstName, author.lastName) : NO_INITIALS}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {[post.metadata.personalityType, feedTime(post.createdAt, undefined, intl)].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Group>
  );

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={intl.formatMessage(m.postBy, { name })}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {author ? (
            // Named by what it shows (the author and the post's details), as voice control users read it.
            <UnstyledButton onClick={() => actions.onOpenProfile(author.id)} style={{ minWidth: 0 }}>
              {header}
            </UnstyledButton>
          ) : (
            header
          )}
          <Group gap={4} wrap="nowrap">
            <Badge variant="light" size="sm">
              {intl.formatMessage(POST_TYPE_LABELS[post.postType] ?? { ...m.post })}
            </Badge>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={intl.formatMessage(m.options)}>
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {post.isMine ? (
                  <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirming('delete')}>
                    <FormattedMessage id="socialHub.post.deleteAction" defaultMessage="Delete post" />
                  </Menu.Item>
                ) : (
                  <>
                    <Menu.Item leftSection={<IconFlag size={14} aria-hidden />} onClick={() => actions.onReport(post.id)}>
                      <FormattedMessage id="socialHub.post.report" defaultMessage="Report post" />
                    </Menu.Item>
                    {author && (
                      <Menu.Item color="red" leftSection={<IconUserOff size={14} aria-hidden />} onClick={() => setConfirming('block')}>
                        <FormattedMessage id="socialHub.post.blockAction" defaultMessage="Block {name}" values={{ name: author.firstName }} />
                      </Menu.Item>
                    )}
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        {confirmation && (
          <Alert color="red" variant="light" title={confirmation.title}>
            <Stack gap="xs">
              <Text size="sm">{confirmation.text}</Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => setConfirming(null)} disabled={confirmation.busy}>
                  <FormattedMessage id="socialHub.cancel" defaultMessage="Cancel" />
                </Button>
                <Button size="xs" color="red" loading={confirmation.busy} onClick={confirmation.run}>
                  {confirmation.action}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {post.prompt && (
          <Text size="xs" c="dimmed" fs="italic">
            {[post.prompt.title, post.prompt.content].join(': ')}
          </Text>
        )}
        {/* Plain text, as written: nothing is markup and no link is made clickable. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {post.content}
        </Text>
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            {post.reactions.map((r) => {
              const known = REACTIONS[r.reactionType];
              const ReactionIcon = known?.icon ?? REACTIONS.cheer!.icon;
              const label = known ? intl.formatMessage(known.label) : r.reactionType;
              return (
                <Button
                  key={r.reactionType}
                  size="compact-sm"
                  radius="xl"
                  variant={r.mine ? 'light' : 'default'}
                  aria-pressed={r.mine}
                  aria-label={intl.formatMessage(m.reactionCount, { label, count: r.count })}
                  title={label}
                  leftSection={<ReactionIcon size={14} aria-hidden />}
                  onClick={() => react.mutate(r.reactionType)}
                >
                  {r.count}
                </Button>
              );
            })}
          </Group>
          {author && !post.isMine &&
            (post.isAlreadyConnected ? (
              <Button size="compact-sm" variant="subtle" leftSection={<IconUserCheck size={14} aria-hidden />} disabled>
                <FormattedMessage id="socialHub.post.connected" defaultMessage="Connected" />
              </Button>
            ) : (
              <Button size="compact-sm" variant="light" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={() => actions.onConnect(author)}>
                <FormattedMessage id="socialHub.post.connect" defaultMessage="Connect" />
              </Button>
            ))}
        </Group>
      </Stack>
    </Paper>
  );
}
