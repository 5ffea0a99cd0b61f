import type { ReactNode } from 'react';
import { Badge, Center, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ATTACHMENT_STYLES, LOVE_LANGUAGES, type AttachmentStyle, type LoveLanguage } from '../../../shared/assessment/types';
import type { AdminUserDetail } from '../../../server/features/admin/admin.schemas';
import { LoadError } from '../../components/LoadError';
import { trpc } from '../../app/trpc';
import { shortDate } from '../chat/dates';
import { relationshipMeta } from '../connections/meta';
import { ATTACHMENT_MESSAGES, loveLanguageMessage } from '../profile/resultText';
import { StatCard } from './StatCard';
import { StatusToggle } from './StatusToggle';
import { fullName, lastActivityLabel } from './users';

const m = defineMessages({
  title: { id: 'admin.user.title', defaultMessage: 'User details' },
  loading: { id: 'admin.user.loading', defaultMessage: 'Loading user details' },
  failed: { id: 'admin.user.failed', defaultMessage: 'Failed to load this user' },
  active: { id: 'admin.users.active', defaultMessage: 'Active' },
  inactive: { id: 'admin.users.inactive', defaultMessage: 'Inactive' },
  messages: { id: 'admin.users.messages', defaultMessage: 'Messages' },
  toCoach: { id: 'admin.user.toCoach', defaultMessage: 'To the coach' },
  inChats: { id: 'admin.user.inChats', defaultMessage: 'In chats' },
  connections: { id: 'admin.users.column.connections', defaultMessage: 'Connections' },
  assessment: { id: 'admin.users.column.assessment', defaultMessage: 'Assessment' },
  completed: { id: 'admin.users.completed', defaultMessage: 'Completed' },
  notYet: { id: 'admin.users.notYet', defaultMessage: 'Not yet' },
  lastActivity: { id: 'admin.users.column.lastActivity', defaultMessage: 'Last activity' },
  surveyResults: { id: 'admin.user.surveyResults', defaultMessage: 'Survey results' },
  conversations: { id: 'admin.user.conversations', defaultMessage: 'Coach conversations' },
  private: { id: 'admin.user.private', defaultMessage: 'Titles and messages stay private.' },
  recent: { id: 'admin.user.recent', defaultMessage: 'Recent activity' },
  formerMember: { id: 'admin.user.formerMember', defaultMessage: 'A former member' },
  pending: { id: 'admin.user.pending', defaultMessage: 'Pending' },
  personalityType: { id: 'admin.user.personalityType', defaultMessage: 'Personality type' },
  attachmentStyle: { id: 'admin.user.attachmentStyle', defaultMessage: 'Attachment style' },
  gives: { id: 'admin.user.gives', defaultMessage: 'Gives love through' },
  feels: { id: 'admin.user.feels', defaultMessage: 'Feels loved through' },
});
const messageCountMessage = defineMessage<{ count: number }>({ id: 'admin.user.messageCount', defaultMessage: '{count, plural, one {# message} other {# messages}}' });
const startedUpdatedMessage = defineMessage<{ started: string; updated: string }>({ id: 'admin.user.startedUpdated', defaultMessage: 'Started {started} · updated {updated}' });

/** A date and time for the places where the exact moment matters (activity), in the language on screen. */
function dateTime(iso: string, intl: IntlShape): string {
  return intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * One person in the admin monitor (spec "Detail adds connections, conversations, surveyResults, recentActivity").
 * Only descriptions of what they did are shown, never their words (decision 007). Full screen on phones.
 */
export function UserDetailDialog({ userId, opened, onClose, myId }: { userId: string | null; opened: boolean; onClose: () => void; myId: string }) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} size="lg" fullScreen={phone} radius={phone ? 0 : 'lg'} title={intl.formatMessage(m.title)}>
      {userId && <UserDetail id={userId} myId={myId} />}
    </Modal>
  );
}

function UserDetail({ id, myId }: { id: string; myId: string }) {
  const intl = useIntl();
  // Refetched each time the dialog opens: the list polls, a cached detail would drift from it.
  const detail = useQuery({ ...trpc.admin.user.queryOptions({ id }), staleTime: 0 });
  if (detail.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  }
  if (detail.isError) return <LoadError title={intl.formatMessage(m.failed)} error={detail.error} onRetry={() => void detail.refetch()} />;
  const u = detail.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
          <Title order={2} size="h3">
            {fullName(u)}
          </Title>
          <Text size="sm" c="dimmed">
            {u.email}
          </Text>
          <Group gap="xs" mt={4}>
            <Badge color={u.isActive ? 'teal' : 'gray'} variant="light">
              {intl.formatMessage(u.isActive ? m.active : m.inactive)}
            </Badge>
            <Text size="xs" c="dimmed">
              <FormattedMessage id="admin.user.joined" defaultMessage="Joined {date}" values={{ date: shortDate(u.createdAt, intl) }} />
            </Text>
          </Group>
        </Stack>
        <StatusToggle user={u} isSelf={u.id === myId} />
      </Group>

      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <StatCard compact label={intl.formatMessage(m.messages)} value={u.stats.totalMessages} />
        <StatCard compact label={intl.formatMessage(m.toCoach)} value={u.stats.chatMessages} />
        <StatCard compact label={intl.formatMessage(m.inChats)} value={u.stats.sharedMessages} />
        <StatCard compact label={intl.formatMessage(m.connections)} value={u.stats.connectionCount} />
        <StatCard compact label={intl.formatMessage(m.assessment)} value={intl.formatMessage(u.stats.hasCompletedAssessment ? m.completed : m.notYet)} />
        <StatCard compact label={intl.formatMessage(m.lastActivity)} value={lastActivityLabel(u.stats.lastActivityAt, intl)} />
      </SimpleGrid>

      <Section title={intl.formatMessage(m.surveyResults)}>
        {u.surveyResults ? (
          <SurveySummary results={u.surveyResults} />
        ) : (
          <Empty>
            <FormattedMessage id="admin.user.noAssessment" defaultMessage="No assessment completed yet." />
          </Empty>
        )}
      </Section>

      <Section title={intl.formatMessage(m.connections)}>
        {u.connections.length === 0 ? (
          <Empty>
            <FormattedMessage id="admin.user.noConnections" defaultMessage="No connections yet" />
          </Empty>
        ) : (
          u.connections.map((c) => (
            <Group key={c.id} justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" fw={500}>
                {fullName(c.otherUser) || intl.formatMessage(m.formerMember)}
              </Text>
              <Group gap="xs">
                <Badge variant="light" color={relationshipMeta(c.relationshipType).color}>
                  {relationshipMeta(c.relationshipType).label}
                </Badge>
                <Badge variant="outline" color={c.status === 'active' ? 'teal' : 'yellow'}>
                  {intl.formatMessage(c.status === 'active' ? m.active : m.pending)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {shortDate(c.createdAt, intl)}
                </Text>
              </Group>
            </Group>
          ))
        )}
      </Section>

      <Section title={intl.formatMessage(m.conversations)} note={intl.formatMessage(m.private)}>
        {u.conversations.length === 0 ? (
          <Empty>
            <FormattedMessage id="admin.user.noConversations" defaultMessage="No coach conversations yet." />
          </Empty>
        ) : (
          u.conversations.map((c) => (
            <Entry
              key={c.id}
              text={intl.formatMessage(messageCountMessage, { count: c.messageCount })}
              detail={intl.formatMessage(startedUpdatedMessage, { started: shortDate(c.createdAt, intl), updated: shortDate(c.updatedAt, intl) })}
            />
          ))
        )}
      </Section>

      <Section title={intl.formatMessage(m.recent)}>
        {u.recentActivity.length === 0 ? (
          <Empty>
            <FormattedMessage id="admin.user.noActivity" defaultMessage="No recent activity." />
          </Empty>
        ) : (
          // The server's stored description of each event (English, as stored): content, not the catalogue's words.
          u.recentActivity.map((a) => (
            <Entry key={a.id} text={a.content} detail={dateTime(a.createdAt, intl)} content />
          ))
        )}
      </Section>
    </Stack>
  );
}

export function SurveySummary({ results }: { results: NonNullable<AdminUserDetail['surveyResults']> }) {
  const intl = useIntl();
  // Each side in its own words: the giving side of "gifts" is Giving Gifts, not Receiving Gifts.
  const loveLanguage = (value: string | null, side: 'giving' | 'receiving') =>
    value ? ((LOVE_LANGUAGES as readonly string[]).includes(value) ? intl.formatMessage(loveLanguageMessage(value as LoveLanguage, side)) : value) : '—';
  const style = results.relationshipType;
  const attachment = style ? ((ATTACHMENT_STYLES as readonly string[]).includes(style) ? intl.formatMessage(ATTACHMENT_MESSAGES[style as AttachmentStyle]) : style) : '—';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <Fact label={intl.formatMessage(m.personalityType)} value={results.personalityType} />
      <Fact label={intl.formatMessage(m.attachmentStyle)} value={attachment} />
      <Fact label={intl.formatMessage(m.gives)} value={loveLanguage(results.loveLanguageGiving, 'giving')} />
      <Fact label={intl.formatMessage(m.feels)} value={loveLanguage(results.loveLanguageReceiving, 'receiving')} />
    </SimpleGrid>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
      </Group>
      {children}
    </Stack>
  );
}

/** One item of a list: what, and under it when. */
function Entry({ text, detail, content = false }: { text: string; detail: string; content?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-content-text={content ? '' : undefined}>
        {text}
      </Text>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}
