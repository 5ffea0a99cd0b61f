import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconPlayerPlay } from '@tabler/icons-react';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { COACH_SAMPLE_QUESTION_NOTE, coachTryEvent, SAMPLE_QUESTION, type CoachSetup } from '../../../shared/adminCoach';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errorMessage';
import { authHeaders } from '../../app/token';
import { trpc } from '../../app/trpc';
import { TabState } from './TabState';
import { Markdown } from '../chat/Markdown';

const PROVIDER_NAMES: Record<CoachSetup['provider'], string> = {
  builtin: 'Builtin (offline, no model)',
  anthropic: 'Anthropic (Claude)',
  openai: 'OpenAI-compatible',
};

type TryState = { status: 'idle' } | { status: 'running'; text: string } | { status: 'done'; text: string } | { status: 'failed'; text: string; reason: string };

/** Streams POST /api/admin/coach/try: its pieces go to `onText`; resolves with the reason when the coach could not answer. */
async function streamSample(onText: (piece: string) => void, signal: AbortSignal): Promise<string | null> {
  const res = await fetch('/api/admin/coach/try', { method: 'POST', signal, credentials: 'include', headers: { ...authHeaders(), accept: 'text/event-stream' } });
  if (!res.ok || !res.body) throw new ApiError(res.status, await res.text(), res.statusText);
  const events = res.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  for (;;) {
    const { value, done } = await events.read();
    if (done) return null;
    const event = coachTryEvent.parse(JSON.parse(value.data));
    if (event.type === 'token') onText(event.text);
    else return event.type === 'error' ? event.message : null;
  }
}

/** Admin monitor › Coach (issue 35 item 2): the provider members get, and one sample answer on demand. */
export function CoachTab() {
  const setup = useQuery(trpc.admin.coach.queryOptions());
  return (
    <Stack gap="lg">
      <TabState query={setup} errorTitle="Could not load the coach setup">
        {(data) => <CoachSetupCard setup={data} />}
      </TabState>
      <TryCoachCard />
    </Stack>
  );
}

function CoachSetupCard({ setup }: { setup: CoachSetup }) {
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Active coach
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Provider
            </Text>
            <Group gap="xs">
              <Badge variant="light">{setup.provider}</Badge>
              <Text>{PROVIDER_NAMES[setup.provider]}</Text>
            </Group>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Model
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }}>{setup.model ?? 'None: answers are composed from the stored profiles'}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Server
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }}>{setup.server ?? 'This server (no network)'}</Text>
          </Stack>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Set by COACH_PROVIDER, COACH_MODEL and OPENAI_BASE_URL on the server. Keys are never shown.
        </Text>
      </Stack>
    </Card>
  );
}

function TryCoachCard() {
  const [state, setState] = useState<TryState>({ status: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    let text = '';
    setState({ status: 'running', text });
    try {
      const reason = await streamSample((piece) => {
        text += piece;
        setState({ status: 'running', text });
      }, controller.signal);
      setState(reason ? { status: 'failed', text, reason } : { status: 'done', text });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'failed', text, reason: describeError(error, { title: '', message: 'The sample answer could not be fetched.' }).message });
    }
  };

  const running = state.status === 'running';
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Try it
        </Title>
        <Text size="sm">
          Asks the active coach: “{SAMPLE_QUESTION}” {COACH_SAMPLE_QUESTION_NOTE}
        </Text>
        <Group>
          <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={running} onClick={() => void run()}>
            Try it
          </Button>
        </Group>
        <div aria-live="polite" aria-busy={running}>
          {state.status !== 'idle' && state.text && (
            <Card withBorder bg="var(--mantine-color-body)">
              {/* The coach writes light markdown (bold, lists), shown as the chat shows it. */}
              <div data-testid="coach-sample-answer">
                <Markdown text={state.text} />
              </div>
            </Card>
          )}
          {state.status === 'done' && (
            <Text size="sm" mt="xs">
              The coach answered.
            </Text>
          )}
          {state.status === 'failed' && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="The coach could not answer" mt="xs">
              {state.reason}
            </Alert>
          )}
        </div>
      </Stack>
    </Card>
  );
}
