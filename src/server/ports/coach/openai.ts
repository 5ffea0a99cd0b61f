import { buildMessages, buildSystemPrompt, imageAttachments } from './prompt.js';
import { CoachProviderError } from './errors.js';
import { DESCRIBE_IMAGE_PROMPT, type CoachProvider, type CoachRequest } from './types.js';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/**
 * Any OpenAI-compatible server (OpenAI, vLLM, llama.cpp, Ollama, LM Studio…): POST {base}/chat/completions with
 * stream: true, then the server-sent `data:` lines. Plain fetch, no extra package.
 */
export function createOpenAiProvider(options: { baseUrl: string | undefined; apiKey: string | undefined; model?: string; maxTokens?: number }): CoachProvider {
  const base = (options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '');
  const model = options.model ?? DEFAULT_OPENAI_MODEL;
  const headers = {
    'content-type': 'application/json',
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
  };
  /** POST {base}/chat/completions; an unreachable server or a non-2xx answer becomes a CoachProviderError. */
  const postCompletions = async (body: object, signal: AbortSignal | undefined): Promise<Response> => {
    let res: Response;
    try {
      res = await globalThis.fetch(`${base}/chat/completions`, { method: 'POST', headers, body: JSON.stringify(body), signal });
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') throw error;
      throw new CoachProviderError(`OpenAI-compatible server unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!res.ok) {
      void res.body?.cancel().catch(() => {});
      throw new CoachProviderError(`OpenAI-compatible server answered ${res.status}`, res.status);
    }
    return res;
  };
  return {
    name: 'openai',
    async describeImage(image, signal) {
      const res = await postCompletions(
        {
          model,
          stream: false,
          max_tokens: 300,
          messages: [
            { role: 'system', content: DESCRIBE_IMAGE_PROMPT },
            { role: 'user', content: [{ type: 'text', text: 'Describe this image.' }, imagePart(image)] },
          ],
        },
        signal,
      );
      const body = (await res.json().catch(() => null)) as { choices?: Array<{ message?: { content?: string | null } }> } | null;
      return (body?.choices?.[0]?.message?.content ?? '').trim();
    },
    async *stream(request: CoachRequest, signal?: AbortSignal) {
      const history = buildMessages(request);
      const images = imageAttachments(request);
      const messages: Array<{ role: string; content: string | ContentPart[] }> = [
        { role: 'system', content: buildSystemPrompt(request) },
        ...history.map((m) => ({ role: m.role, content: m.content })),
      ];
      if (images.length) {
        const last = messages[messages.length - 1]!;
        last.content = [
          { type: 'text', text: last.content as string },
          ...images.map(imagePart),
        ];
      }
      const res = await postCompletions({ model, stream: true, max_tokens: options.maxTokens ?? 1024, messages }, signal);
      if (!res.body) throw new CoachProviderError('OpenAI-compatible server answered without a body', res.status);
      yield* parseSse(res.body);
    },
  };
}

function imagePart(image: { base64: string; mediaType: string }): ContentPart {
  return { type: 'image_url', image_url: { url: `data:${image.mediaType};base64,${image.base64}` } };
}

/** The text deltas of an OpenAI chat-completions event stream. */
export async function* parseSse(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        const text = parseLine(line);
        if (text === null) return;
        if (text) yield text;
      }
    }
    const last = parseLine(buffer.trim());
    if (last) yield last;
  } finally {
    void reader.cancel().catch(() => {});
  }
}

/** '' for nothing to yield, null for the end of the stream. */
function parseLine(line: string): string | null {
  if (!line.startsWith('data:')) return '';
  const data = line.slice(5).trim();
  if (data === '[DONE]') return null;
  try {
    const parsed = JSON.parse(data) as { choices?: Array<{ delta?: { content?: string | null } }>; error?: { message?: string } };
    if (parsed.error) throw new CoachProviderError(`OpenAI-compatible stream error: ${parsed.error.message ?? 'unknown'}`);
    return parsed.choices?.[0]?.delta?.content ?? '';
  } catch (error) {
    if (error instanceof CoachProviderError) throw error;
    return '';
  }
}
