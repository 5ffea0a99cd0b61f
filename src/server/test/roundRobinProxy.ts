import http from 'node:http';
import net from 'node:net';

/**
 * A load balancer for tests: HTTP requests and socket upgrades go to the targets in turn (strict round robin), the
 * way a simple proxy spreads clients over instances. `served` records which target took each request, so a test
 * can say "this reload landed on the other instance".
 */
export interface RoundRobinProxy {
  url: string;
  wsUrl: string;
  /** The target index (into the ports given) of each request and upgrade, in arrival order. */
  served: number[];
  close(): Promise<void>;
}

/**
 * `clientAddress`: the address the proxy reports in X-Forwarded-For for every client (as a real proxy reports the
 * peer it saw), so instances that trust one hop see that address; tests pick a fresh one to keep per-address limits
 * in a shared Redis apart from other runs.
 */
export async function startRoundRobinProxy(targetPorts: number[], options: { clientAddress?: string } = {}): Promise<RoundRobinProxy> {
  const forwardedFor = (req: http.IncomingMessage) => options.clientAddress ?? req.socket.remoteAddress ?? '';
  let turn = 0;
  const served: number[] = [];
  const nextTarget = () => {
    const index = turn++ % targetPorts.length;
    served.push(index);
    return targetPorts[index]!;
  };
  const open = new Set<net.Socket>();

  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: nextTarget(), method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req) } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const upstream = net.connect(nextTarget(), '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        if (req.rawHeaders[i]!.toLowerCase() !== 'x-forwarded-for') lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      lines.push(`X-Forwarded-For: ${forwardedFor(req)}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      client.pipe(upstream).pipe(client);
    });
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    served,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
