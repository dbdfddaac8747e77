/**
 * A local round-robin reverse proxy in front of several API instances, for the load mix.
 *
 *   node --import tsx apps/api/scripts/load-mix/proxy.ts --port 3590 --upstream http://127.0.0.1:3501,http://127.0.0.1:3502
 *
 * Built on undici's BalancedPool (undici is Node's own HTTP client, maintained by the Node.js
 * project): it keeps keep-alive connections to every upstream and spreads requests round robin,
 * lowering the weight of an upstream that fails. A node:http server in front adds what a real
 * load balancer adds: X-Forwarded-For with the connecting address (the API believes it with
 * TRUST_PROXY), and 502 when no upstream answers. http-proxy was left out (unmaintained since
 * 2020), @fastify/reply-from takes one upstream per route and would need its own balancer.
 */
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { BalancedPool } from 'undici';

// Hop-by-hop headers belong to one connection and are never forwarded (RFC 9110 7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
]);

const forwardable = (headers: Record<string, string | string[] | undefined>) => {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) out[name] = value;
  }
  return out;
};

export const startProxy = (port: number, upstreams: string[], host = '127.0.0.1') => {
  const pool = new BalancedPool(upstreams, { connections: 128, pipelining: 1 });
  const server = http.createServer(async (req, res) => {
    try {
      const headers = forwardable(req.headers);
      const client = req.socket.remoteAddress ?? '';
      const prior = req.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const answer = await pool.request({
        path: req.url ?? '/',
        method: (req.method ?? 'GET') as 'GET',
        headers,
        body: hasBody ? req : undefined,
      });
      res.writeHead(answer.statusCode, forwardable(answer.headers));
      await pipeline(answer.body, res);
    } catch {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"status":502,"code":"BAD_GATEWAY"}');
    }
  });
  server.keepAliveTimeout = 65_000;
  return new Promise<{ close: () => Promise<void> }>((resolve) =>
    server.listen(port, host, () =>
      resolve({
        close: async () => {
          server.closeAllConnections();
          await new Promise((done) => server.close(done));
          await pool.close();
        },
      }),
    ),
  );
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { port: { type: 'string' }, upstream: { type: 'string' } } });
  const upstreams = (values.upstream ?? '').split(',').filter(Boolean);
  if (!values.port || upstreams.length === 0) throw new Error('--port and --upstream are required');
  const proxy = await startProxy(Number(values.port), upstreams);
  console.log(`proxy ready on ${values.port} -> ${upstreams.join(' ')}`);
  const stop = () => void proxy.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
