import { useState } from 'react';
import { ActionIcon, Alert, Avatar, Badge, Button, Group, Menu, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconFlag, IconTrash, IconUserCheck, IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, trpcClient } from '../../app/trpc';
import { toast } from '../../app/toast';
import { initialsOf } from '../../components/AppFrame';
import { POST_TYPE_LABELS, refreshHub, updateLoadedFeed, type FeedPost } from './api';
import { REACTIONS } from './icons';
import { feedTime } from './time';

export interface PostActions {
  onOpenProfile(userId: string): void;
  onConnect(user: { id: string; firstName: string }): void;
  onReport(postId: string): void;
}

function authorName(post: FeedPost): string {
  if (!post.user) return 'Anonymous member';
  return post.user.displayName || `${post.user.firstName} ${post.user.lastName}`.trim();
}

/** One post of the Community Feed: author, time, the prompt it answers, its text (plain), reactions, Connect. */
export function PostCard({ post, actions }: { post: FeedPost; actions: PostActions }) {
  const react = useMutation({
    mutationFn: (reactionType: FeedPost['reactions'][number]['reactionType']) => trpcClient.socialHub.react.mutate({ postId: post.id, reactionType }),
    onSuccess: (answer) => {
      // Counts update at once in every loaded page holding the post.
      updateLoadedFeed((posts) => posts.map((p) => (p.id === answer.postId ? { ...p, reactions: answer.reactions } : p)));
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Your reaction was not saved. Please try again.')),
  });
  const remove = useMutation({
    mutationFn: () => trpcClient.socialHub.deletePost.mutate({ postId: post.id }),
    onSuccess: () => {
      toast.success('Post deleted');
      refreshHub();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'The post was not deleted. Please try again.')),
  });
  const block = useMutation({
    mutationFn: (userId: string) => trpcClient.socialHub.block.mutate({ userId }),
    onSuccess: () => {
      toast.success('Member blocked', 'You will no longer see each other in the Social Hub.');
      refreshHub();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Please try again.')),
  });
  const author = post.user;
  const name = authorName(post);
  // Deleting and blocking cannot be taken back from here: each asks once, in the card, before it acts.
  const [confirming, setConfirming] = useState<'delete' | 'block' | null>(null);
  const confirmation =
    confirming === 'delete'
      ? { title: 'Delete this post?', text: 'It leaves the community feed for everyone, with its reactions.', action: 'Delete post', run: () => remove.mutate(), busy: remove.isPending }
      : confirming === 'block' && author
        ? { title: `Block ${author.firstName}?`, text: `You will no longer see each other in the Social Hub, and ${author.firstName} cannot send you a request from it.`, action: `Block ${author.firstName}`, run: () => block.mutate(author.id), busy: block.isPending }
        : null;

  const header = (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={author?.profileImageUrl ?? null} color={author ? 'plum' : 'gray'} radius="xl" size={38} alt="">
        {author ? initialsOf(author.firstName, author.lastName) : '?'}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {[post.metadata.personalityType, feedTime(post.createdAt)].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Group>
  );

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Post by ${name}`}>
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
              {POST_TYPE_LABELS[post.postType] ?? 'Post'}
            </Badge>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label="Post options">
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {post.isMine ? (
                  <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirming('delete')}>
                    Delete post
                  </Menu.Item>
                ) : (
                  <>
                    <Menu.Item leftSection={<IconFlag size={14} aria-hidden />} onClick={() => actions.onReport(post.id)}>
                      Report post
                    </Menu.Item>
                    {author && (
                      <Menu.Item color="red" leftSection={<IconUserOff size={14} aria-hidden />} onClick={() => setConfirming('block')}>
                        Block {author.firstName}
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
                  Cancel
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
            {post.prompt.title}: {post.prompt.content}
          </Text>
        )}
        {/* Plain text, as written: nothing is markup and no link is made clickable. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {post.content}
        </Text>
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            {post.reactions.map((r) => {
              const { icon: ReactionIcon, label } = REACTIONS[r.reactionType] ?? { icon: REACTIONS.cheer!.icon, label: r.reactionType };
              return (
                <Button
                  key={r.reactionType}
                  size="compact-sm"
                  radius="xl"
                  variant={r.mine ? 'light' : 'default'}
                  aria-pressed={r.mine}
                  aria-label={`${label} (${r.count})`}
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
                Connected
              </Button>
            ) : (
              <Button size="compact-sm" variant="light" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={() => actions.onConnect(author)}>
                Connect
              </Button>
            ))}
        </Group>
      </Stack>
    </Paper>
  );
}
