/**
 * Compression of API answers: what each brotli and gzip level costs in CPU on this machine and what it
 * saves, on real answers of the contractor's mix (load-mix.ts) read from the demo data. It chose the
 * level of plugins/compression.ts.
 *
 *   npm run bench:compression -- [--rounds 200]
 *
 * The answers are read once through the app (in process, an embedded database in
 * .tmp/bench/compression-pglite, seeded with the demo data when new); then each level compresses every
 * answer above the plugin's threshold `--rounds` times, synchronously, so its time is CPU time.
 * Writes docs/bench-results/compression.json and prints the table.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { buildApp } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import { openDatabase } from '../src/db/client.js';
import { seedIfEmpty } from '../src/db/seed/index.js';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/compression.js';
import { loginAs } from '../src/test/login.js';
import { loadNote, REPO_ROOT, writeResult } from './bench/results.js';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '200' },
    login: { type: 'string', default: 'wykonawca' },
  },
});
const ROUNDS = Math.max(1, Number(args.rounds));

/** The answers of a contractor's day (load-mix.ts), with the order and company ids the list gives. */
const mixUrls = (orderId: number, companyId: number) => [
  '/api/v2/orders?page=0&size=10',
  '/api/v2/orders?page=0&size=10&status=RELEASED',
  '/api/v2/orders/count/all',
  '/api/v2/orders/count/me?status=RELEASED,PLANNED&isApproved=false',
  `/api/v2/orders/${orderId}`,
  `/api/v2/orders/${orderId}/industries`,
  `/api/v2/companies/${companyId}/basics`,
  `/api/v2/companies/${companyId}/numbers/total`,
  '/api/v2/users/me',
  '/api/v2/industries',
];

const readAnswers = async (): Promise<{ url: string; body: Buffer }[]> => {
  const dataDir = path.join(REPO_ROOT, '.tmp/bench/compression-pglite');
  const env = loadEnv({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined, REDIS_URL: undefined });
  const database = await openDatabase({ dataDir });
  await seedIfEmpty(database.db, { demo: true, size: 'demo' });
  const app = await buildApp({ env, database, logger: false });
  try {
    const { headers } = await loginAs(app, args.login);
    const list = await app.inject({ url: '/api/v2/orders?page=0&size=10', headers });
    const first = list.json<{ content: { id: number; companyId?: number; company?: { id: number } }[] }>().content[0];
    if (!first) throw new Error('the demo orders list is empty');
    const companyId = first.company?.id ?? first.companyId ?? 1;
    const answers = [];
    for (const url of mixUrls(first.id, companyId)) {
      const reply = await app.inject({ url, headers });
      if (reply.statusCode !== 200) console.warn(`skipped ${url}: ${reply.statusCode}`);
      else answers.push({ url, body: reply.rawPayload });
    }
    return answers;
  } finally {
    await app.close();
    await database.close();
  }
};

type Level = { name: string; compress: (body: Buffer) => Buffer };
const brotli = (quality: number): Level => ({
  name: `brotli ${quality}`,
  compress: (body) =>
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
});
const gzip = (level: number): Level => ({ name: `gzip ${level}`, compress: (body) => zlib.gzipSync(body, { level }) });
const LEVELS = [brotli(1), brotli(4), brotli(6), brotli(11), gzip(1), gzip(6), gzip(9)];

const answers = (await readAnswers()).filter((a) => a.body.length >= COMPRESSION_THRESHOLD_BYTES);
if (!answers.length) throw new Error('no answer of the mix reaches the compression threshold');
const rawBytes = answers.reduce((sum, a) => sum + a.body.length, 0);
console.log(
  `${answers.length} answers above ${COMPRESSION_THRESHOLD_BYTES} B, ${(rawBytes / answers.length / 1024).toFixed(1)} KiB on average`,
);

const rows = LEVELS.map((level) => {
  let compressed = 0;
  for (const a of answers) compressed += level.compress(a.body).length;
  const started = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++) for (const a of answers) level.compress(a.body);
  const used = process.cpuUsage(started);
  const microsPerAnswer = (used.user + used.system) / (ROUNDS * answers.length);
  const savedPerAnswer = (rawBytes - compressed) / answers.length;
  return [
    level.name,
    +microsPerAnswer.toFixed(0),
    +(compressed / rawBytes).toFixed(3),
    +(savedPerAnswer / 1024).toFixed(2),
    // bytes kept off the wire per millisecond of CPU spent
    +(savedPerAnswer / 1024 / (microsPerAnswer / 1000)).toFixed(0),
  ];
});
console.table(rows);

writeResult({
  id: 'compression',
  title: 'API answer compression: CPU per answer against bytes saved',
  database: 'pglite',
  columns: ['level', 'CPU µs per answer', 'compressed / raw', 'KiB saved per answer', 'KiB saved per CPU ms'],
  rows,
  notes: [
    `${answers.length} answers of the contractor's mix above ${COMPRESSION_THRESHOLD_BYTES} B (demo data, login ${args.login}), ${(rawBytes / answers.length / 1024).toFixed(1)} KiB on average; ${ROUNDS} rounds each, synchronous (CPU time)`,
    `answers: ${answers.map((a) => a.url).join(', ')}`,
    `${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}; ${loadNote()}`,
  ],
});
