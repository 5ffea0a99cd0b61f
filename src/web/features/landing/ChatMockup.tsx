import { Badge, Box, Group, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconHeart, IconLock, IconSend, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './ChatMockup.module.css';

/**
 * A static, decorative-but-readable picture of a conversation with the coach.
 * It is a <figure> with a caption so screen readers hear it as an example, and it contains no controls.
 */
export function ChatMockup() {
  return (
    <Box component="figure" className={classes.figure} aria-labelledby="landing-chat-caption">
      <Paper className={classes.window} radius="lg" shadow="lg" withBorder>
        <Group className={classes.windowHeader} px="md" py="sm" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="gradient" gradient={{ from: 'plum.6', to: 'violet.7', deg: 135 }} aria-hidden>
              <IconSparkles size={22} stroke={1.6} />
            </ThemeIcon>
            <Box>
              <Text fw={600} size="sm" lh={1.2}>
                Aria
              </Text>
              <Group gap={6} wrap="nowrap">
                <span className={classes.online} aria-hidden />
                <Text size="xs" c="dimmed" lh={1.2}>
                  Your private coach
                </Text>
              </Group>
            </Box>
          </Group>
          <Badge variant="light" color="gray" size="sm" leftSection={<IconLock size={12} aria-hidden />}>
            Only you
          </Badge>
        </Group>

        <Stack className={classes.thread} gap="sm" p="md">
          <Group justify="center">
            <Badge variant="light" size="sm" radius="sm" tt="none" fw={500}>
              Talking about Sam · Partner
            </Badge>
          </Group>

          <Message from="user">We keep fighting about chores and I don&apos;t know how to bring it up.</Message>

          <Message from="coach">
            That sounds tiring, and you&apos;re not alone in it. Looking at both your results: your top receiving love
            language is <strong>Acts of Service</strong>, so an unloaded dishwasher can feel less like a chore and more
            like &ldquo;I&apos;m on my own here.&rdquo; Sam gives love mostly through <strong>Words of Affirmation</strong>,
            so they may not realise what the dishes mean to you.
          </Message>

          <Message from="coach">
            You could open with how it feels rather than the list:
            <Text component="span" display="block" size="sm" className={classes.suggestion}>
              &ldquo;When we share the housework, I feel really looked after. Could we plan the week together
              tonight?&rdquo;
            </Text>
          </Message>

          <Message from="user">That feels much easier to say. Thank you.</Message>
        </Stack>

        {/* A picture of the message box, not a real one: hidden from assistive tech. */}
        <Group className={classes.composer} px="md" py="sm" gap="xs" wrap="nowrap" aria-hidden>
          <div className={classes.fakeInput}>Write a message…</div>
          <ThemeIcon size={36} radius="xl" variant="filled">
            <IconSend size={18} stroke={1.8} />
          </ThemeIcon>
        </Group>
      </Paper>

      <Text component="figcaption" id="landing-chat-caption" size="xs" c="dimmed" className={classes.caption}>
        <IconHeart size={12} aria-hidden style={{ verticalAlign: '-1px', marginRight: 4 }} />
        An example conversation with Aria, the Attune coach
      </Text>
    </Box>
  );
}

function Message({ from, children }: { from: 'user' | 'coach'; children: ReactNode }) {
  const isUser = from === 'user';
  return (
    <div className={isUser ? `${classes.row} ${classes.rowUser}` : classes.row}>
      <Text component="div" size="sm" className={`${classes.bubble} ${isUser ? classes.bubbleUser : classes.bubbleCoach}`}>
        <VisuallyHidden>{isUser ? 'You: ' : 'Aria: '}</VisuallyHidden>
        {children}
      </Text>
    </div>
  );
}

