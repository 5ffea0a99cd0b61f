import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Center, Divider, Group, List, Loader, Modal, NativeSelect, Paper, Progress, RingProgress, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconSparkles, IconTrash } from '@tabler/icons-react';
import type { RelationshipType, VibeComponent, VibeResult } from '../../../shared/assessment/types';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { vibeColor } from '../../../shared/assessment/vibeBand';
import { LoadError } from '../../components/LoadError';
import { bandName, PersonAvatar, RelationshipMarker } from './ConnectionCard';
import { departedTitle, DepartedConnectionView, isDeparted } from './DepartedConnection';
import { connectedOn, percentOf, RELATIONSHIP_OPTIONS, vibeMoveText } from './meta';
import { useConnection, useRelationshipTypeChange, useRemoveConnection, type ConnectionView } from './useConnections';

const m = defineMessages({
  close: { id: 'common.close', defaultMessage: 'Close' },
  title: { id: 'connections.dialog.title', defaultMessage: 'Connection' },
  loading: { id: 'connections.dialog.loading', defaultMessage: 'Loading connection' },
  loadFailed: { id: 'connections.dialog.loadFailed', defaultMessage: 'Failed to load this connection' },
  editType: { id: 'connections.dialog.editType', defaultMessage: 'Edit relationship type' },
  notReady: { id: 'connections.dialog.vibeNotReady', defaultMessage: 'Vibe not ready yet' },
  relationshipType: { id: 'connections.relationshipType', defaultMessage: 'Relationship type' },
  personality: { id: 'connections.vibe.personality', defaultMessage: 'Personality' },
  lifestyle: { id: 'connections.vibe.lifestyle', defaultMessage: 'Lifestyle' },
});

const v = defineMessages<{ removeTitle: { name: string } }>({
  removeTitle: { id: 'connections.dialog.removeTitle', defaultMessage: 'Remove {name}?' },
});

/**
 * Texts the server writes (the Vibe's sentences and reasons, its parts' names, the personality type) carry
 * `data-content-text`: they come in the language the server produces them in (decision 071), not from this catalogue.
 *
 * One connection (spec §2 connection dialog): the Vibe with its band and explained parts, the relationship type,
 * and removal. `children` is where the real-time chat tabs go.
 */
export function ConnectionDialog({ connectionId, opened, onClose, children }: { connectionId: string | null; opened: boolean; onClose: () => void; children?: ReactNode }) {
  const connection = useConnection(opened ? connectionId : null);
  const retype = useRelationshipTypeChange();
  const remove = useRemoveConnection();
  const [confirming, setConfirming] = useState(false);
  const [editingType, setEditingType] = useState(false);
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 36em)');
  const c = connection.data;
  // The person's name as they wrote it (no words of ours around it).
  const title = c ? (isDeparted(c) ? departedTitle(c) : [c.otherUser.firstName, c.otherUser.lastName].join(' ')) : intl.formatMessage(m.title);
  const close = () => {
    setConfirming(false);
    setEditingType(false);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} size="lg" fullScreen={phone} radius={phone ? 0 : 'md'} closeButtonProps={{ 'aria-label': intl.formatMessage(m.close) }} title={title}>
      {connection.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={intl.formatMessage(m.loading)} />
        </Center>
      ) : connection.isError || !c ? (
        <LoadError title={intl.formatMessage(m.loadFailed)} error={connection.error} onRetry={() => void connection.refetch()} />
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
                <Text size="sm" data-content-text={c.otherUserResults?.personalityType ? '' : undefined}>
                  {c.otherUserResults?.personalityType ?? <FormattedMessage id="connections.card.unknownType" defaultMessage="Unknown" />}
                </Text>
                <RelationshipMarker type={c.relationshipType} withLabel />
                {c.status === 'active' && !editingType && (
                  <Button size="compact-xs" variant="subtle" leftSection={<IconPencil size={12} aria-hidden />} onClick={() => setEditingType(true)} aria-label={intl.formatMessage(m.editType)}>
                    <FormattedMessage id="connections.dialog.edit" defaultMessage="Edit" />
                  </Button>
                )}
                {c.status === 'pending' && (
                  <Badge size="sm" color="yellow" variant="light">
                    <FormattedMessage id="connections.pending" defaultMessage="Pending" />
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {c.status === 'active' ? (
                  <FormattedMessage id="connections.card.connectedOn" defaultMessage="Connected {date}" values={{ date: connectedOn(c.acceptedAt ?? c.createdAt, intl) }} />
                ) : (
                  <FormattedMessage id="connections.dialog.requestedOn" defaultMessage="Requested {date}" values={{ date: connectedOn(c.createdAt, intl) }} />
                )}
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
            <Alert variant="light" color="gray" icon={<IconSparkles aria-hidden />} title={intl.formatMessage(m.notReady)}>
              <FormattedMessage
                id="connections.dialog.vibeNotReadyBody"
                defaultMessage="Your Vibe appears once you and {name} have both completed the assessment."
                values={{ name: c.otherUser.firstName }}
              />
            </Alert>
          )}

          {/* The chat tabs (shared-chat) translate their own words; marked so a language check can tell them apart. */}
          <div data-owner="shared-chat" style={{ display: 'contents' }}>
            {children}
          </div>

          {c.vibe && <VibeParts vibe={c.vibe} />}

          <Divider />

          {confirming ? (
            <Alert color="red" variant="light" title={intl.formatMessage(v.removeTitle, { name: c.otherUser.firstName })}>
              <Stack gap="sm">
                <Text size="sm">
                  <FormattedMessage id="connections.dialog.removeBody" defaultMessage="You will no longer see each other's Vibe. You can invite them again later." />
                </Text>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
                    <FormattedMessage id="connections.dialog.keep" defaultMessage="Keep connection" />
                  </Button>
                  <Button
                    size="xs"
                    color="red"
                    loading={remove.isPending}
                    onClick={() => remove.mutate(c.id, { onSuccess: close })}
                  >
                    <FormattedMessage id="connections.dialog.remove" defaultMessage="Remove" />
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group justify="flex-end">
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
                <FormattedMessage id="connections.dialog.removeConnection" defaultMessage="Remove connection" />
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
  const intl = useIntl();
  const [value, setValue] = useState<RelationshipType>(current);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <NativeSelect label={intl.formatMessage(m.relationshipType)} value={value} onChange={(e) => setValue(e.currentTarget.value as RelationshipType)} data={RELATIONSHIP_OPTIONS} maw={{ base: '100%', xs: 260 }} data-autofocus />
        <Text size="xs" c="dimmed">
          <FormattedMessage
            id="connections.dialog.typeHint"
            defaultMessage="You both share this type, and it shapes your Vibe. {name} will get a notification that you changed it."
            values={{ name: otherName }}
          />
        </Text>
        <Group gap="xs">
          <Button size="xs" loading={busy} disabled={value === current} onClick={() => onSave(value)}>
            <FormattedMessage id="connections.dialog.saveType" defaultMessage="Save type" />
          </Button>
          <Button size="xs" variant="default" onClick={onCancel} disabled={busy}>
            <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The Vibe's number, band and top sentences: what a connection is opened for. */
export function VibeSummary({ vibe, otherName, move }: { vibe: VibeResult; otherName: string; move?: ConnectionView['vibeMove'] }) {
  const intl = useIntl();
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
                {percentOf(vibe.score, intl)}
              </Text>
            }
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              <FormattedMessage id="connections.vibe.together" defaultMessage="Your Vibe together" />
            </Text>
            {/* White on the band's colour: the theme darkens each filled shade until white reads at 4.5:1 (theme.ts). */}
            <Badge color={color} size="lg" variant="filled">
              {bandName(vibe.band)}
            </Badge>
            <Text size="xs" c="dimmed">
              {vibe.lifestyle ? (
                <FormattedMessage
                  id="connections.vibe.weights"
                  defaultMessage="Personality {personality} · Lifestyle {lifestyle}"
                  values={{ personality: percentOf(Math.round(vibe.personality.weight), intl), lifestyle: percentOf(Math.round(vibe.lifestyle.weight), intl) }}
                />
              ) : (
                <FormattedMessage
                  id="connections.vibe.weightsNoLifestyle"
                  defaultMessage="Personality {personality} · no lifestyle answers yet"
                  values={{ personality: percentOf(Math.round(vibe.personality.weight), intl) }}
                />
              )}
            </Text>
          </Stack>
        </Group>
        {move && (
          <Text size="sm" mt="xs" data-testid="vibe-move">
            {vibeMoveText(move, otherName, intl)}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          <FormattedMessage
            id="connections.vibe.sameNumber"
            defaultMessage="{name} sees this same number: it blends both of your personality and lifestyle preferences equally."
            values={{ name: otherName }}
          />
        </Text>
        {vibe.yourWay && (
          <Text size="xs" c="dimmed" mt={4} data-testid="vibe-your-way">
            <FormattedMessage
              id="connections.vibe.yourWay"
              defaultMessage="Weighted your way ({weight} personality): {score}"
              values={{ weight: percentOf(vibe.yourWay.personalityWeight, intl), score: percentOf(vibe.yourWay.score, intl) }}
            />
          </Text>
        )}
        {vibe.highlights.length > 0 && (
          <List data-content-text size="sm" spacing={4} mt="sm" icon={<IconSparkles size={14} color="var(--mantine-color-plum-6)" aria-hidden />}>
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
  const intl = useIntl();
  return (
    <Stack gap="md">
      <VibeComponentView title={intl.formatMessage(m.personality)} component={vibe.personality} />
      {vibe.lifestyle && <VibeComponentView title={intl.formatMessage(m.lifestyle)} component={vibe.lifestyle} />}
    </Stack>
  );
}

function VibeComponentView({ title, component }: { title: string; component: VibeComponent }) {
  const intl = useIntl();
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} fz="md">
          {title}
        </Title>
        <Text size="sm" fw={600} style={{ color: `var(--mantine-color-${vibeColor(component.score)}-text)` }}>
          {percentOf(component.score, intl)}
        </Text>
      </Group>
      {component.parts.map((part) => (
        <Paper key={part.id} withBorder radius="sm" p="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} data-content-text>
              {part.label}
            </Text>
            <Text size="sm" c="dimmed">
              {percentOf(part.score, intl)}
            </Text>
          </Group>
          {/* Its name is the part's label, written by the server like the label above. */}
          <Progress.Root size="sm" mt={6} data-content-text>
            <Progress.Section value={part.score} color={vibeColor(part.score)} aria-label={[part.label, percentOf(part.score, intl)].join(' ')} />
          </Progress.Root>
          <List data-content-text size="xs" spacing={2} mt={6} c="dimmed">
            {part.reasons.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
