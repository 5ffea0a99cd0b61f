import type { ReactNode } from 'react';
import { Avatar, Badge, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Hint } from '../../components/Hint';
import { IconDoorExit } from '@tabler/icons-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { VibeBand } from '../../../shared/assessment/types';
import { vibeBand, vibeColor } from '../../../shared/assessment/vibeBand';
import { t } from '../../app/intl';
import { initialsOf } from '../../components/AppFrame';
import { connectedOn, percentOf, relationshipMeta } from './meta';
import type { ConnectionCardView } from './useConnections';
import { departedTitle, isDeparted } from './DepartedConnection';

const v = defineMessages<{ vibeTooltip: { band: string } }>({
  vibeTooltip: { id: 'connections.card.vibeTooltip', defaultMessage: 'Vibe: {band}' },
});

const m = defineMessages({
  requestName: { id: 'connections.card.requestName', defaultMessage: 'Your connection request' },
  band: {
    id: 'connections.vibeBand',
    defaultMessage: '{band, select, Excellent {Excellent} Good {Good} Moderate {Moderate} Low {Low} other {Very Good}}',
  },
});

/** A Vibe band ("Very Good") in the reader's language; the server's own band text comes with its explanation. */
export function bandName(band: VibeBand): string {
  return t(m.band, { band });
}

export function RelationshipMarker({ type, withLabel = false }: { type: string; withLabel?: boolean }) {
  useIntl(); // the label is read in the language on screen
  const meta = relationshipMeta(type);
  const Icon = meta.icon;
  return (
    <Hint label={meta.label} withArrow disabled={withLabel}>
      <Badge
        variant="light"
        color={meta.color}
        styles={{ root: { textTransform: 'none' }, label: { color: 'var(--mantine-color-text)' } }}
        size="sm"
        radius="sm"
        leftSection={<Icon size={12} aria-hidden />}
      >
        {/* A badge is a plain element: its words, not an aria-label, are what a screen reader reads. */}
        <VisuallyHidden>
          <FormattedMessage id="connections.card.relationship" defaultMessage="Relationship: " />
        </VisuallyHidden>
        {meta.label}
      </Badge>
    </Hint>
  );
}

export function VibeBadge({ score, size = 'md' }: { score: number | null | undefined; size?: 'sm' | 'md' | 'lg' }) {
  const intl = useIntl();
  if (score === null || score === undefined) return null;
  const band = bandName(vibeBand(score));
  return (
    <Hint label={intl.formatMessage(v.vibeTooltip, { band })} withArrow>
      <Badge color={vibeColor(score)} variant="filled" size={size}>
        <FormattedMessage
          id="connections.card.vibeBadge"
          defaultMessage="<hidden>Vibe </hidden>{score}<hidden> ({band})</hidden>"
          values={{ score: percentOf(score, intl), band, hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> }}
        />
      </Badge>
    </Hint>
  );
}

export function PersonAvatar({ user, size = 42 }: { user: ConnectionCardView['otherUser']; size?: number }) {
  return (
    <Avatar src={user.profileImageUrl} color="plum" radius="xl" size={size} alt="">
      {initialsOf(user.firstName, user.lastName)}
    </Avatar>
  );
}

/**
 * The other person's name; on a request the viewer sent, the server shares nothing of that person until they
 * accept, so the card shows what the viewer typed (the address) or says it is their request.
 */
export function displayName(connection: ConnectionCardView): string {
  if (isDeparted(connection)) return departedTitle(connection);
  const { firstName, lastName, email } = connection.otherUser;
  return `${firstName} ${lastName}`.trim() || email || t(m.requestName);
}

/** The card mentions a retake for two weeks, then it is simply their results (issue 32: a quiet notice, nothing more). */
const RETAKE_NOTICE_MS = 14 * 24 * 60 * 60 * 1000;
function recentlyRetaken(at: string | null): boolean {
  return at !== null && Date.now() - new Date(at).getTime() < RETAKE_NOTICE_MS;
}

/** A connection card (spec §2): avatar or initials, name, personality type or Unknown, type marker, Vibe, date. */
export function ConnectionCard({
  connection,
  onOpen,
  actions,
  footer,
  unread = 0,
}: {
  connection: ConnectionCardView;
  onOpen?: () => void;
  actions?: ReactNode;
  /** A line under the card with its own button (today's question for the pair). */
  footer?: ReactNode;
  /** Messages from this person not seen yet (the real-time chat counts them). */
  unread?: number;
}) {
  const intl = useIntl();
  const { otherUser } = connection;
  const name = displayName(connection);
  const departed = isDeparted(connection);
  const pendingScore = connection.compatibilityScore && connection.compatibilityScore > 0 ? connection.compatibilityScore : null;
  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {departed ? (
        <Avatar color="gray" radius="xl" size={42} alt="">
          <IconDoorExit size={20} aria-hidden />
        </Avatar>
      ) : (
        <PersonAvatar user={otherUser} />
      )}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            {/* "Your partner has left Attune" is a sentence: it wraps rather than losing its end. */}
            <Text fw={600} {...(departed ? { lineClamp: 2 } : { truncate: 'end' as const })}>
              {name}
            </Text>
            {unread > 0 && (
              <Badge size="sm" circle color="red">
                {unread > 9 ? <FormattedMessage id="common.countOver" defaultMessage="{count, number}+" values={{ count: 9 }} /> : unread}
                <VisuallyHidden>
                  <FormattedMessage id="connections.card.unread" defaultMessage=" unread" />
                </VisuallyHidden>
              </Badge>
            )}
          </Group>
          <VibeBadge score={connection.status === 'pending' ? pendingScore : connection.compatibilityScore} />
        </Group>
        {departed ? (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="connections.card.departedKept" defaultMessage="Your conversation is kept for you to read." />
          </Text>
        ) : (
          <Group gap={6} wrap="wrap">
            <Text size="xs" c="dimmed" data-content-text={connection.otherUserResults?.personalityType ? '' : undefined}>
              {connection.otherUserResults?.personalityType ?? <FormattedMessage id="connections.card.unknownType" defaultMessage="Unknown" />}
            </Text>
            <RelationshipMarker type={connection.relationshipType} />
          </Group>
        )}
        {!departed && recentlyRetaken(connection.otherResultsUpdatedAt) && (
          <Text size="xs" c="var(--attune-accent-text)">
            <FormattedMessage
              id="connections.card.retaken"
              defaultMessage="Updated their results {date}"
              values={{ date: connectedOn(connection.otherResultsUpdatedAt, intl) }}
            />
          </Text>
        )}
        {connection.status === 'pending' && connection.personalMessage && (
          <Text size="xs" fs="italic" lineClamp={3}>
            <FormattedMessage id="connections.card.personalMessage" defaultMessage="“{message}”" values={{ message: connection.personalMessage }} />
          </Text>
        )}
        {!departed && (
          <Text size="xs" c="dimmed">
            {connection.status === 'active' ? (
              <FormattedMessage id="connections.card.connectedOn" defaultMessage="Connected {date}" values={{ date: connectedOn(connection.acceptedAt ?? connection.createdAt, intl) }} />
            ) : connection.isInviter ? (
              <FormattedMessage id="connections.card.sentOn" defaultMessage="Sent {date}" values={{ date: connectedOn(connection.createdAt, intl) }} />
            ) : (
              <FormattedMessage id="connections.card.receivedOn" defaultMessage="Received {date}" values={{ date: connectedOn(connection.createdAt, intl) }} />
            )}
          </Text>
        )}
      </Stack>
    </Group>
  );
  return (
    <Paper withBorder radius="md" p="sm">
      {onOpen ? (
        // Named by what it shows (name, Vibe, type, date), so the name a screen reader or voice control uses is the visible one.
        <UnstyledButton onClick={onOpen} w="100%" style={{ borderRadius: 8 }}>
          {body}
        </UnstyledButton>
      ) : (
        body
      )}
      {footer}
      {actions && (
        <Group gap="xs" mt="sm" justify="flex-end" wrap="wrap">
          {actions}
        </Group>
      )}
    </Paper>
  );
}
