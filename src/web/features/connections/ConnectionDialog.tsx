import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Center, Divider, Group, List, Loader, Modal, NativeSelect, Paper, Progress, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconSparkles, IconTrash } from '@tabler/icons-react';
import type { RelationshipType, VibeComponent, VibeResult } from '../../../shared/assessment/types';
import { vibeColor } from '../../../shared/assessment/vibe';
import { LoadError } from '../../components/LoadError';
import { PersonAvatar, RelationshipMarker } from './ConnectionCard';
import { departedTitle, DepartedConnectionView, isDeparted } from './DepartedConnection';
import { connectedOn, RELATIONSHIP_OPTIONS, vibeMoveText } from './meta';
import { useConnection, useRelationshipTypeChange, useRemoveConnection, type ConnectionView } from './useConnections';

/**
 * One connection (spec §2 connection dialog): the Vibe with its band and explained parts, the relationship type,
 * and removal. `children` is where the real-time chat tabs go.
 */
export function ConnectionDialog({ connectionId, opened, onClose, children }: { connectionId: string | null; opened: boolean; onClose: () => void; children?: ReactNode }) {
  const connection = useConnection(opened ? connectionId : null);
  const retype = useRelationshipTypeChange();
  const remove = useRemoveConnection();
  const [confirming, setConfirming] = useState(false);
  const [editingType, setEditingType] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');
  const c = connection.data;
  const close = () => {
    setConfirming(false);
    setEditingType(false);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} size="lg" fullScreen={phone} radius={phone ? 0 : 'md'} closeButtonProps={{ 'aria-label': 'Close' }} title={c ? (isDeparted(c) ? departedTitle(c) : `${c.otherUser.firstName} ${c.otherUser.lastName}`) : 'Connection'}>
      {connection.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading connection" />
        </Center>
      ) : connection.isError || !c ? (
        <LoadError title="Failed to load this connection" error={connection.error} onRetry={() => void connection.refetch()} />
      ) : isDeparted(c) ? (
        <DepartedConnectionView connection={c} onRemoved={close}>
          {children}
        </DepartedConnectionView>
      ) : (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <PersonAvatar user={c.otherUser} size={52} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text size="sm">{c.otherUserResults?.personalityType ?? 'Unknown'}</Text>
                <RelationshipMarker type={c.relationshipType} withLabel />
                {c.status === 'active' && !editingType && (
                  <Button size="compact-xs" variant="subtle" leftSection={<IconPencil size={12} aria-hidden />} onClick={() => setEditingType(true)} aria-label="Edit relationship type">
                    Edit
                  </Button>
                )}
                {c.status === 'pending' && (
                  <Badge size="sm" color="yellow" variant="light">
                    Pending
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {c.status === 'active' ? `Connected ${connectedOn(c.acceptedAt ?? c.createdAt)}` : `Requested ${connectedOn(c.createdAt)}`}
              </Text>
            </Stack>
          </Group>

          {editingType && (
            <RelationshipTypeEditor
              current={c.relationshipType}
              otherName={c.otherUser.firstName}
              busy={retype.isPending}
              onCancel={() => setEditingType(false)}
              onSave={(relationshipType) => retype.mutate({ id: c.id, relationshipType }, { onSuccess: () => setEditingType(false) })}
            />
          )}

          {/* The reason to open a connection comes first: the Vibe and its top sentences; then the chat. */}
          {c.vibe ? (
            <VibeSummary vibe={c.vibe} otherName={c.otherUser.firstName} move={c.vibeMove} />
          ) : (
            <Alert variant="light" color="gray" icon={<IconSparkles aria-hidden />} title="Vibe not ready yet">
              Your Vibe appears once you and {c.otherUser.firstName} have both completed the assessment.
            </Alert>
          )}

          {children}

          {c.vibe && <VibeParts vibe={c.vibe} />}

          <Divider />

          {confirming ? (
            <Alert color="red" variant="light" title={`Remove ${c.otherUser.firstName}?`}>
              <Stack gap="sm">
                <Text size="sm">You will no longer see each other's Vibe. You can invite them again later.</Text>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
                    Keep connection
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    loading={remove.isPending}
                    onClick={() => remove.mutate(c.id, { onSuccess: close })}
                  >
                    Remove
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group justify="flex-end">
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
                Remove connection
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** The type is one value for both people: changing it is a deliberate step, and the other person is told. */
function RelationshipTypeEditor({ current, otherName, busy, onCancel, onSave }: { current: RelationshipType; otherName: string; busy: boolean; onCancel: () => void; onSave: (type: RelationshipType) => void }) {
  const [value, setValue] = useState<RelationshipType>(current);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <NativeSelect label="Relationship type" value={value} onChange={(e) => setValue(e.currentTarget.value as RelationshipType)} data={RELATIONSHIP_OPTIONS} maw={{ base: '100%', xs: 260 }} data-autofocus />
        <Text size="xs" c="dimmed">
          You both share this type, and it shapes your Vibe. {otherName} will get a notification that you changed it.
        </Text>
        <Group gap="xs">
          <Button size="xs" loading={busy} disabled={value === current} onClick={() => onSave(value)}>
            Save type
          </Button>
          <Button size="xs" variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The Vibe's number, band and top sentences: what a connection is opened for. */
export function VibeSummary({ vibe, otherName, move }: { vibe: VibeResult; otherName: string; move?: ConnectionView['vibeMove'] }) {
  const color = vibeColor(vibe.score);
  return (
      <Paper withBorder radius="md" p="md">
        <Group gap="md" wrap="nowrap">
          <RingProgress
            size={92}
            thickness={9}
            roundCaps
            sections={[{ value: vibe.score, color }]}
            label={
              <Text ta="center" fw={700} fz="lg" data-testid="vibe-score">
                {vibe.score}%
              </Text>
            }
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Your Vibe together
            </Text>
            {/* White on the band's colour: the theme darkens each filled shade until white reads at 4.5:1 (theme.ts). */}
            <Badge color={color} size="lg" variant="filled">
              {vibe.band}
            </Badge>
            <Text size="xs" c="dimmed">
              Personality {Math.round(vibe.personality.weight)}%
              {vibe.lifestyle ? ` · Lifestyle ${Math.round(vibe.lifestyle.weight)}%` : ' · no lifestyle answers yet'}
            </Text>
          </Stack>
        </Group>
        {move && (
          <Text size="sm" mt="xs" data-testid="vibe-move">
            {vibeMoveText(move, otherName)}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          {otherName} sees this same number: it blends both of your personality and lifestyle preferences equally.
        </Text>
        {vibe.yourWay && (
          <Text size="xs" c="dimmed" mt={4} data-testid="vibe-your-way">
            Weighted your way ({vibe.yourWay.personalityWeight}% personality): {vibe.yourWay.score}%
          </Text>
        )}
        {vibe.highlights.length > 0 && (
          <List size="sm" spacing={4} mt="sm" icon={<IconSparkles size={14} color="var(--mantine-color-plum-6)" aria-hidden />}>
            {vibe.highlights.map((h) => (
              <List.Item key={h}>{h}</List.Item>
            ))}
          </List>
        )}
      </Paper>
  );
}

/** Each part of the Vibe with its reasons, below the chat. */
function VibeParts({ vibe }: { vibe: VibeResult }) {
  return (
    <Stack gap="md">
      <VibeComponentView title="Personality" component={vibe.personality} />
      {vibe.lifestyle && <VibeComponentView title="Lifestyle" component={vibe.lifestyle} />}
    </Stack>
  );
}

function VibeComponentView({ title, component }: { title: string; component: VibeComponent }) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Text size="sm" fw={600} style={{ color: `var(--mantine-color-${vibeColor(component.score)}-text)` }}>
          {component.score}%
        </Text>
      </Group>
      {component.parts.map((part) => (
        <Paper key={part.id} withBorder radius="sm" p="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {part.label}
            </Text>
            <Text size="sm" c="dimmed">
              {part.score}%
            </Text>
          </Group>
          <Progress.Root size="sm" mt={6}>
            <Progress.Section value={part.score} color={vibeColor(part.score)} aria-label={`${part.label} ${part.score}%`} />
          </Progress.Root>
          <List size="xs" spacing={2} mt={6} c="dimmed">
            {part.reasons.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
