import { Badge, Box, Group, Paper, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconHeart, IconLock, IconSend, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import classes from './ChatMockup.module.css';

/** The coach's name, the same in every language (the default a server gives its coach). */
const COACH = 'Aria';

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
                {COACH}
              </Text>
              <Group gap={6} wrap="nowrap">
                <span className={classes.online} aria-hidden />
                <Text size="xs" c="dimmed" lh={1.2}>
                  <FormattedMessage id="landing.chat.status" defaultMessage="Your private coach" />
                </Text>
              </Group>
            </Box>
          </Group>
          <Badge variant="light" color="gray" size="sm" leftSection={<IconLock size={12} aria-hidden />}>
            <FormattedMessage id="landing.chat.onlyYou" defaultMessage="Only you" />
          </Badge>
        </Group>

        <Stack className={classes.thread} gap="sm" p="md">
          <Group justify="center">
            <Badge variant="light" size="sm" radius="sm" tt="none" fw={500}>
              <FormattedMessage id="landing.chat.topic" defaultMessage="Talking about Sam · Partner" />
            </Badge>
          </Group>

          <Message from="user">
            <FormattedMessage id="landing.chat.user1" defaultMessage="We keep fighting about chores and I don’t know how to bring it up." />
          </Message>

          <Message from="coach">
            <FormattedMessage
              id="landing.chat.coach1"
              defaultMessage="That sounds tiring, and you’re not alone in it. Looking at both your results: your top receiving love language is <b>Acts of Service</b>, so an unloaded dishwasher can feel less like a chore and more like “I’m on my own here.” Sam gives love mostly through <b>Words of Affirmation</b>, so they may not realise what the dishes mean to you."
              values={{ b: (chunks) => <strong>{chunks}</strong> }}
            />
          </Message>

          <Message from="coach">
            <FormattedMessage id="landing.chat.coach2" defaultMessage="You could open with how it feels rather than the list:" />
            <Text component="span" display="block" size="sm" className={classes.suggestion}>
              <FormattedMessage
                id="landing.chat.suggestion"
                defaultMessage="“When we share the housework, I feel really looked after. Could we plan the week together tonight?”"
              />
            </Text>
          </Message>

          <Message from="user">
            <FormattedMessage id="landing.chat.user2" defaultMessage="That feels much easier to say. Thank you." />
          </Message>
        </Stack>

        {/* A picture of the message box, not a real one: hidden from assistive tech. */}
        <Group className={classes.composer} px="md" py="sm" gap="xs" wrap="nowrap" aria-hidden>
          <div className={classes.fakeInput}>
            <FormattedMessage id="landing.chat.composer" defaultMessage="Write a message…" />
          </div>
          <ThemeIcon size={36} radius="xl" variant="filled">
            <IconSend size={18} stroke={1.8} />
          </ThemeIcon>
        </Group>
      </Paper>

      <Text component="figcaption" id="landing-chat-caption" size="xs" c="dimmed" className={classes.caption}>
        <IconHeart size={12} aria-hidden style={{ verticalAlign: '-1px', marginRight: 4 }} />
        <FormattedMessage id="landing.chat.caption" defaultMessage="An example conversation with Aria, the Attune coach" />
      </Text>
    </Box>
  );
}

function Message({ from, children }: { from: 'user' | 'coach'; children: ReactNode }) {
  const isUser = from === 'user';
  return (
    <div className={isUser ? `${classes.row} ${classes.rowUser}` : classes.row}>
      <Text component="div" size="sm" className={`${classes.bubble} ${isUser ? classes.bubbleUser : classes.bubbleCoach}`}>
        <VisuallyHidden>
          {isUser ? <FormattedMessage id="landing.chat.you" defaultMessage="You: " /> : <FormattedMessage id="landing.chat.aria" defaultMessage="Aria: " />}
        </VisuallyHidden>
        {children}
      </Text>
    </div>
  );
}

