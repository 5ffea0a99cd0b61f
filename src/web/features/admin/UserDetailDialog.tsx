import type { ReactNode } from 'react';
import { Badge, Center, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { LOVE_LANGUAGES, type AttachmentStyle, type LoveLanguage } from '../../../shared/assessment/types';
import { ATTACHMENT_LABELS, loveLanguageLabel } from '../../../shared/assessment/labels';
import type { AdminUserDetail } from '../../../server/features/admin/admin.schemas';
import { LoadError } from '../../components/LoadError';
import { trpc } from '../../app/trpc';
import { shortDate } from '../chat/dates';
import { relationshipMeta } from '../connections/meta';
import { StatCard } from './StatCard';
import { StatusToggle } from './StatusToggle';
import { fullName, lastActivityLabel } from './users';

/** A date and time for the places where the exact moment matters (activity), by locale. */
function dateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * One person in the admin monitor (spec "Detail adds connections, conversations, surveyResults, recentActivity").
 * Only descriptions of what they did are shown, never their words (decision 007). Full screen on phones.
 */
export function UserDetailDialog({ userId, opened, onClose, myId }: { userId: string | null; opened: boolean; onClose: () => void; myId: string }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} size="lg" fullScreen={phone} radius={phone ? 0 : 'lg'} title="User details">
      {userId && <UserDetail id={userId} myId={myId} />}
    </Modal>
  );
}

function UserDetail({ id, myId }: { id: string; myId: string }) {
  // Refetched each time the dialog opens: the list polls, a cached detail would drift from it.
  const detail = useQuery({ ...trpc.admin.user.queryOptions({ id }), staleTime: 0 });
  if (detail.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading user details" />
      </Center>
    );
  }
  if (detail.isError) return <LoadError title="Failed to load this user" error={detail.error} onRetry={() => void detail.refetch()} />;
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
              {u.isActive ? 'Active' : 'Inactive'}
            </Badge>
            <Text size="xs" c="dimmed">
              Joined {shortDate(u.createdAt)}
            </Text>
          </Group>
        </Stack>
        <StatusToggle user={u} isSelf={u.id === myId} />
      </Group>

      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
        <StatCard compact label="Messages" value={u.stats.totalMessages} />
        <StatCard compact label="To the coach" value={u.stats.chatMessages} />
        <StatCard compact label="In chats" value={u.stats.sharedMessages} />
        <StatCard compact label="Connections" value={u.stats.connectionCount} />
        <StatCard compact label="Assessment" value={u.stats.hasCompletedAssessment ? 'Completed' : 'Not yet'} />
        <StatCard compact label="Last activity" value={lastActivityLabel(u.stats.lastActivityAt)} />
      </SimpleGrid>

      <Section title="Survey results">
        {u.surveyResults ? <SurveySummary results={u.surveyResults} /> : <Empty>No assessment completed yet.</Empty>}
      </Section>

      <Section title="Connections">
        {u.connections.length === 0 ? (
          <Empty>No connections yet</Empty>
        ) : (
          u.connections.map((c) => (
            <Group key={c.id} justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" fw={500}>
                {fullName(c.otherUser) || 'A former member'}
              </Text>
              <Group gap="xs">
                <Badge variant="light" color={relationshipMeta(c.relationshipType).color}>
                  {relationshipMeta(c.relationshipType).label}
                </Badge>
                <Badge variant="outline" color={c.status === 'active' ? 'teal' : 'yellow'}>
                  {c.status === 'active' ? 'Active' : 'Pending'}
                </Badge>
                <Text size="xs" c="dimmed">
                  {shortDate(c.createdAt)}
                </Text>
              </Group>
            </Group>
          ))
        )}
      </Section>

      <Section title="Coach conversations" note="Titles and messages stay private.">
        {u.conversations.length === 0 ? (
          <Empty>No coach conversations yet.</Empty>
        ) : (
          u.conversations.map((c) => (
            <Entry
              key={c.id}
              text={`${c.messageCount} ${c.messageCount === 1 ? 'message' : 'messages'}`}
              detail={`Started ${shortDate(c.createdAt)} · updated ${shortDate(c.updatedAt)}`}
            />
          ))
        )}
      </Section>

      <Section title="Recent activity">
        {u.recentActivity.length === 0 ? (
          <Empty>No recent activity.</Empty>
        ) : (
          u.recentActivity.map((a) => (
            <Entry key={a.id} text={a.content} detail={dateTime(a.createdAt)} />
          ))
        )}
      </Section>
    </Stack>
  );
}

export function SurveySummary({ results }: { results: NonNullable<AdminUserDetail['surveyResults']> }) {
  // Each side in its own words: the giving side of "gifts" is Giving Gifts, not Receiving Gifts.
  const loveLanguage = (value: string | null, side: 'giving' | 'receiving') =>
    value ? ((LOVE_LANGUAGES as readonly string[]).includes(value) ? loveLanguageLabel(value as LoveLanguage, side) : value) : '—';
  const attachment = results.relationshipType ? (ATTACHMENT_LABELS[results.relationshipType as AttachmentStyle] ?? results.relationshipType) : '—';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <Fact label="Personality type" value={results.personalityType} />
      <Fact label="Attachment style" value={attachment} />
      <Fact label="Gives love through" value={loveLanguage(results.loveLanguageGiving, 'giving')} />
      <Fact label="Feels loved through" value={loveLanguage(results.loveLanguageReceiving, 'receiving')} />
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
function Entry({ text, detail }: { text: string; detail: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
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
