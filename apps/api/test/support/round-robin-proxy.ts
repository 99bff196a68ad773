import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP load balancer for tests: each request goes to the next target in turn (strict round
 * robin), streamed both ways (uploads, downloads, Server-Sent Events). The answer carries
 * `x-served-by: <target index>`, so a test can see which process served what.
 */
export interface RoundRobinProxy {
  url: string;
  /** Base URLs (`http://127.0.0.1:port`); may be set after the proxy starts. */
  targets: string[];
  /** The target index of every request so far, in order. */
  served: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(targets: string[] = []): Promise<RoundRobinProxy> {
  let next = 0;
  const proxy: Omit<RoundRobinProxy, 'url' | 'close'> = { targets, served: [] };
  const server = createServer((req, res) => {
    const index = next++ % proxy.targets.length;
    proxy.served.push(index);
    const target = new URL(proxy.targets[index] ?? 'http://127.0.0.1:9');
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'x-served-by': String(index) }).end();
      else res.destroy();
    });
    req.pipe(upstream);
    res.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
