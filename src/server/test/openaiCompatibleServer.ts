import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible model server for tests (like Ollama at /v1): POST /v1/chat/completions streams `words`
 * as chat-completion chunks. `status` other than 200 refuses every request with that status and an error body.
 */
export async function startOpenAiCompatibleServer(options: { words: string[]; status?: number }): Promise<{ baseUrl: string; requests: number; close(): Promise<void> }> {
  const state = { requests: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      state.requests += 1;
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'no such route' } }));
        return;
      }
      if (options.status && options.status !== 200) {
        res.writeHead(options.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Invalid API key' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const word of options.words) {
        res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'local', choices: [{ index: 0, delta: { content: word }, finish_reason: null }] })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
