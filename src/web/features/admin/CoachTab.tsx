import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle, IconPlayerPlay } from '@tabler/icons-react';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { coachTryEvent, SAMPLE_QUESTION, type CoachSetup } from '../../../shared/adminCoach';
import { ApiError } from '../../app/api';
import { describeError } from '../../app/errorMessage';
import { authHeaders } from '../../app/token';
import { trpc } from '../../app/trpc';
import { TabState } from './TabState';
import { Markdown } from '../chat/Markdown';

const PROVIDER_NAMES = defineMessages({
  builtin: { id: 'admin.coach.provider.builtin', defaultMessage: 'Builtin (offline, no model)' },
  anthropic: { id: 'admin.coach.provider.anthropic', defaultMessage: 'Anthropic (Claude)' },
  openai: { id: 'admin.coach.provider.openai', defaultMessage: 'OpenAI-compatible' },
}) satisfies Record<CoachSetup['provider'], unknown>;

const m = defineMessages({
  setupFailed: { id: 'admin.coach.setupFailed', defaultMessage: 'Could not load the coach setup' },
  noModel: { id: 'admin.coach.noModel', defaultMessage: 'None: answers are composed from the stored profiles' },
  thisServer: { id: 'admin.coach.thisServer', defaultMessage: 'This server (no network)' },
  fetchFailed: { id: 'admin.coach.fetchFailed', defaultMessage: 'The sample answer could not be fetched.' },
  couldNot: { id: 'admin.coach.couldNot', defaultMessage: 'The coach could not answer' },
});

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
  const intl = useIntl();
  const setup = useQuery(trpc.admin.coach.queryOptions());
  return (
    <Stack gap="lg">
      <TabState query={setup} errorTitle={intl.formatMessage(m.setupFailed)}>
        {(data) => <CoachSetupCard setup={data} />}
      </TabState>
      <TryCoachCard />
    </Stack>
  );
}

function CoachSetupCard({ setup }: { setup: CoachSetup }) {
  const intl = useIntl();
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <FormattedMessage id="admin.coach.active" defaultMessage="Active coach" />
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="admin.coach.provider" defaultMessage="Provider" />
            </Text>
            <Group gap="xs">
              {/* The setting's own value (COACH_PROVIDER), as written in the server's environment. */}
              <Badge variant="light" data-content-text="">
                {setup.provider}
              </Badge>
              <Text>{intl.formatMessage(PROVIDER_NAMES[setup.provider])}</Text>
            </Group>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="admin.coach.model" defaultMessage="Model" />
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }} data-content-text={setup.model ? '' : undefined}>
              {setup.model ?? intl.formatMessage(m.noModel)}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="admin.coach.server" defaultMessage="Server" />
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }} data-content-text={setup.server ? '' : undefined}>
              {setup.server ?? intl.formatMessage(m.thisServer)}
            </Text>
          </Stack>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="admin.coach.setBy"
            defaultMessage="Set by COACH_PROVIDER, COACH_MODEL and OPENAI_BASE_URL on the server. Keys are never shown."
          />
        </Text>
      </Stack>
    </Card>
  );
}

function TryCoachCard() {
  const intl = useIntl();
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
      setState({ status: 'failed', text, reason: describeError(error, { title: '', message: intl.formatMessage(m.fetchFailed) }).message });
    }
  };

  const running = state.status === 'running';
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          <FormattedMessage id="admin.coach.try" defaultMessage="Try it" />
        </Title>
        {/* The question goes to the coach in English (the builtin coach answers in English): it is shown as asked. */}
        <Text size="sm">
          <FormattedMessage
            id="admin.coach.asks"
            defaultMessage="Asks the active coach: “{question}” A sample question about an example person, Alex, and their partner Maya (no member’s data is used)."
            values={{
              question: (
                <span lang="en" data-content-text="">
                  {SAMPLE_QUESTION}
                </span>
              ),
            }}
          />
        </Text>
        <Group>
          <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} loading={running} onClick={() => void run()}>
            <FormattedMessage id="admin.coach.try" defaultMessage="Try it" />
          </Button>
        </Group>
        <div aria-live="polite" aria-busy={running}>
          {state.status !== 'idle' && state.text && (
            <Card withBorder bg="var(--mantine-color-body)">
              {/* The coach writes light markdown (bold, lists), shown as the chat shows it. */}
              <div data-testid="coach-sample-answer" data-content-text="">
                <Markdown text={state.text} />
              </div>
            </Card>
          )}
          {state.status === 'done' && (
            <Text size="sm" mt="xs">
              <FormattedMessage id="admin.coach.answered" defaultMessage="The coach answered." />
            </Text>
          )}
          {state.status === 'failed' && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={intl.formatMessage(m.couldNot)} mt="xs">
              {state.reason}
            </Alert>
          )}
        </div>
      </Stack>
    </Card>
  );
}
