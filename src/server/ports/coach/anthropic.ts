import type Anthropic from '@anthropic-ai/sdk';
import { loadAnthropic } from '../../lazy.js';
import { CoachProviderError } from './errors.js';
import { DESCRIBE_IMAGE_PROMPT, type CoachProvider, type CoachRequest } from './types.js';

// The prompt builder reads messages with the offline coach's reading (builtin/read): loaded with the first reply, not
// at start-up, so no server holds that engine before it is needed (issue 34).
const loadPrompt = () => import('./prompt.js');

export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-5-5';

/**
 * Claude through the official SDK, streamed. The client is built on first use; its base URL comes from
 * ANTHROPIC_BASE_URL when set (the SDK reads it itself). `fetch` is looked up at call time so test interceptors
 * (msw) see the request.
 */
export function createAnthropicProvider(options: { apiKey: string | undefined; model?: string; maxTokens?: number }): CoachProvider {
  let client: Anthropic | undefined;
  const model = options.model ?? DEFAULT_ANTHROPIC_MODEL;
  const getClient = (): Anthropic => {
    if (!options.apiKey) throw new CoachProviderError('ANTHROPIC_API_KEY is not set');
    const AnthropicClient = loadAnthropic();
    client ??= new AnthropicClient({
      apiKey: options.apiKey,
      maxRetries: 0,
      timeout: 60_000,
      fetch: (input, init) => globalThis.fetch(input, init),
    });
    return client;
  };
  return {
    name: 'anthropic',
    async describeImage(image, signal) {
      let answer: Anthropic.Message;
      try {
        answer = await getClient().messages.create(
          {
            model,
            max_tokens: 300,
            system: DESCRIBE_IMAGE_PROMPT,
            messages: [
              {
                role: 'user',
                content: [
                  imageBlock(image),
                  { type: 'text', text: 'Describe this image.' },
                ],
              },
            ],
          },
          { signal },
        );
      } catch (error) {
        throw asProviderError(error);
      }
      return answer.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('').trim();
    },
    async *stream(request: CoachRequest, signal?: AbortSignal) {
      const client = getClient();
      const { buildMessages, buildSystemPrompt, imageAttachments } = await loadPrompt();
      const messages: Anthropic.MessageParam[] = buildMessages(request).map((m) => ({ role: m.role, content: m.content }));
      const images = imageAttachments(request);
      if (images.length) {
        const last = messages[messages.length - 1]!;
        last.content = [
          ...images.map(imageBlock),
          { type: 'text', text: last.content as string },
        ];
      }
      let events;
      try {
        events = await client.messages.create(
          { model, max_tokens: options.maxTokens ?? 1024, system: buildSystemPrompt(request), messages, stream: true },
          { signal },
        );
      } catch (error) {
        throw asProviderError(error);
      }
      try {
        for await (const event of events) {
          if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') yield event.delta.text;
        }
      } catch (error) {
        throw asProviderError(error);
      }
    },
  };
}

function imageBlock(image: { base64: string; mediaType: string }): Anthropic.ImageBlockParam {
  return { type: 'image', source: { type: 'base64', media_type: image.mediaType as Anthropic.Base64ImageSource['media_type'], data: image.base64 } };
}

function asProviderError(error: unknown): Error {
  if (error instanceof loadAnthropic().APIError) return new CoachProviderError(`Anthropic answered ${error.status ?? 'no status'}`, error.status);
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new CoachProviderError(error instanceof Error ? error.message : 'Anthropic request failed');
}
