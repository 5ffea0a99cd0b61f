import type OpenAI from 'openai';
import { loadOpenAi } from '../../lazy.js';
import { CoachProviderError } from './errors.js';
import { DESCRIBE_IMAGE_PROMPT, type CoachProvider, type CoachRequest } from './types.js';

// The prompt builder reads messages with the offline coach's reading (builtin/read): loaded with the first reply, not
// at start-up, so no server holds that engine before it is needed (issue 34).
const loadPrompt = () => import('./prompt.js');

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/**
 * Sent as the SDK's key when none is configured (Ollama, a local vLLM): the SDK refuses to build a client without
 * one. It never reaches the server: the Authorization header is removed for such a client (see `defaultHeaders`).
 */
const NO_KEY_PLACEHOLDER = 'no-key-configured';

/** Time to the server's answer (its headers); once it streams, the coach's idle timeout (respond.ts) takes over. */
const REQUEST_TIMEOUT_MS = 60_000;

type OpenAiSdk = typeof OpenAI;

/**
 * Any OpenAI-compatible server (OpenAI, vLLM, llama.cpp, Ollama, LM Studio…) through the official SDK: POST
 * {base}/chat/completions with stream: true; the SDK reads the server-sent events. The SDK is imported and the client
 * built on first use (see lazy.ts). `fetch` is looked up at call time so test interceptors (msw) see the request.
 */
export function createOpenAiProvider(options: { baseUrl: string | undefined; apiKey: string | undefined; model?: string; maxTokens?: number }): CoachProvider {
  const model = options.model ?? DEFAULT_OPENAI_MODEL;
  let client: Promise<{ sdk: OpenAiSdk; client: OpenAI }> | undefined;
  const getClient = () =>
    (client ??= loadOpenAi().then((sdk) => ({
      sdk,
      client: new sdk({
        // Everything comes from our own configuration: passing each value (null included) keeps the SDK from reading
        // OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_ORG_ID or OPENAI_PROJECT_ID from the environment behind env.ts's back.
        baseURL: (options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
        apiKey: options.apiKey ?? NO_KEY_PLACEHOLDER,
        organization: null,
        project: null,
        // A null header is one the SDK leaves out: with no key configured, no Authorization header at all.
        defaultHeaders: options.apiKey ? undefined : { Authorization: null },
        // Our callers turn a failure into words at once (respond.ts); a silent retry would only delay that.
        maxRetries: 0,
        timeout: REQUEST_TIMEOUT_MS,
        fetch: (input, init) => globalThis.fetch(input, init),
      }),
    })));

  return {
    name: 'openai',
    async describeImage(image, signal) {
      const { sdk, client } = await getClient();
      let answer: OpenAI.Chat.ChatCompletion;
      try {
        answer = await client.chat.completions.create(
          {
            model,
            stream: false,
            max_tokens: 300,
            messages: [
              { role: 'system', content: DESCRIBE_IMAGE_PROMPT },
              { role: 'user', content: [{ type: 'text', text: 'Describe this image.' }, imagePart(image)] },
            ],
          },
          { signal },
        );
      } catch (error) {
        throw asProviderError(sdk, error, signal);
      }
      return (answer.choices?.[0]?.message?.content ?? '').trim();
    },
    async *stream(request: CoachRequest, signal?: AbortSignal) {
      const { sdk, client } = await getClient();
      const { buildMessages, buildSystemPrompt, imageAttachments } = await loadPrompt();
      const images = imageAttachments(request);
      const history: OpenAI.Chat.ChatCompletionMessageParam[] = buildMessages(request).map((m) => ({ role: m.role, content: m.content }));
      const last = history[history.length - 1];
      if (images.length && last?.role === 'user') {
        last.content = [{ type: 'text', text: last.content as string }, ...images.map(imagePart)];
      }
      const messages: OpenAI.Chat.ChatCompletionMessageParam[] = [{ role: 'system', content: buildSystemPrompt(request) }, ...history];
      let chunks: Awaited<ReturnType<typeof startStream>> | undefined;
      const startStream = () => client.chat.completions.create({ model, stream: true, max_tokens: options.maxTokens ?? 1024, messages }, { signal });
      try {
        chunks = await startStream();
        const iterator = chunks[Symbol.asyncIterator]();
        for (;;) {
          // Raced with the caller's signal: a server that keeps the stream open cannot hold a cancelled reply.
          const next = await untilAborted(iterator.next(), signal);
          if (next.done) break;
          const choice = next.value.choices?.[0];
          if (choice?.delta?.content) yield choice.delta.content;
          // The model says it has finished: the answer is complete even if the server keeps the stream open.
          if (choice?.finish_reason) break;
        }
      } catch (error) {
        throw asProviderError(sdk, error, signal);
      } finally {
        // Releases the connection when we stop before the server closes it (finished, aborted or failed).
        chunks?.controller.abort();
      }
      // The SDK ends its stream quietly when the request is aborted mid-answer; a cut-off reply must not look complete.
      if (signal?.aborted) throw abortError(signal);
    },
  };
}

/** The promise, or an AbortError as soon as the signal fires (the promise is then left to settle on its own). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function imagePart(image: { base64: string; mediaType: string }): OpenAI.Chat.ChatCompletionContentPartImage {
  return { type: 'image_url', image_url: { url: `data:${image.mediaType};base64,${image.base64}` } };
}

/**
 * A cancelled request stays a cancellation (an AbortError, as fetch gives it), never a provider failure; anything
 * else becomes a CoachProviderError with the HTTP status when there is one. Messages carry no request details (the
 * key lives in the request's headers).
 */
function asProviderError(sdk: OpenAiSdk, error: unknown, signal: AbortSignal | undefined): Error {
  if (error instanceof Error && error.name === 'AbortError') return error;
  if (error instanceof sdk.APIUserAbortError || signal?.aborted) return abortError(signal);
  if (error instanceof sdk.APIConnectionTimeoutError) return new CoachProviderError('OpenAI-compatible server did not answer in time');
  if (error instanceof sdk.APIConnectionError) {
    const cause = error.cause instanceof Error ? (error.cause.cause instanceof Error ? error.cause.cause : error.cause) : undefined;
    return new CoachProviderError(`OpenAI-compatible server unreachable: ${cause?.message ?? error.message}`);
  }
  if (error instanceof sdk.APIError) {
    // No status: the server sent an error event inside a stream that had started with 200.
    return error.status
      ? new CoachProviderError(`OpenAI-compatible server answered ${error.status}`, error.status)
      : new CoachProviderError(`OpenAI-compatible stream error: ${error.message}`);
  }
  return new CoachProviderError(`OpenAI-compatible request failed: ${error instanceof Error ? error.message : String(error)}`);
}

function abortError(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  return new DOMException('The coach request was aborted', 'AbortError');
}
