/**
 * The bare stack of the overhead benchmark: Fastify with no plugins, one `pg` pool (or
 * one PGlite) and jose, answering each measured call with the SQL the product ran for it (captured
 * by bench-overhead.ts) after the bearer check a minimal service would do (HS256 signature, issuer,
 * expiry). It is what "the same SQL without the platform around it" costs; it holds no cache.
 *
 * Started by bench-overhead.ts with BENCH_BARE_CONFIG naming a JSON file of BareConfig.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

export type CapturedQuery = { text: string; values: unknown[]; name?: string };
export type BareConfig = {
  port: number;
  secret: string;
  databaseUrl?: string;
  pgliteDir?: string;
  /** url (path and query, as autocannon sends it) -> the queries the product runs for it, in order. */
  calls: Record<string, CapturedQuery[]>;
};

const config = JSON.parse(fs.readFileSync(process.env.BENCH_BARE_CONFIG ?? '', 'utf8')) as BareConfig;
// Imported once, as a careful minimal service (and the product) does: jose would import raw bytes per call.
const key = await crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(config.secret),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
);

type Run = (query: CapturedQuery) => Promise<unknown[]>;

const openRunner = async (): Promise<Run> => {
  if (config.databaseUrl) {
    // The product's pool size, so neither side waits for connections the other has.
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // Named like the product's prepared statements, so both sides parse each statement once per connection.
    return async (q) => (await pool.query({ text: q.text, values: q.values, name: q.name })).rows;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const client = await PGlite.create({
    dataDir: config.pgliteDir,
    extensions: { pg_trgm, unaccent, cube, earthdistance },
  });
  return async (q) => (await client.query(q.text, q.values)).rows;
};

const run = await openRunner();
const app = Fastify({ logger: false });

for (const [url, queries] of Object.entries(config.calls)) {
  const path = url.split('?')[0] ?? url;
  app.get(path, async (request, reply) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return reply.status(401).send({ code: 'UNAUTHORIZED' });
    try {
      await jwtVerify(header.slice(7), key, { issuer: 'platforma-budowlana', algorithms: ['HS256'] });
    } catch {
      return reply.status(401).send({ code: 'UNAUTHORIZED' });
    }
    let rows: unknown[] = [];
    for (const query of queries) rows = await run(query);
    return rows.length === 1 ? rows[0] : rows;
  });
}

await app.listen({ host: '127.0.0.1', port: config.port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
