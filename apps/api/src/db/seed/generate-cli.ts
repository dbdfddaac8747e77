/**
 * Adds a generated data set to the configured database, for benchmarks:
 *   npx tsx src/db/seed/generate-cli.ts --companies 5000 --investments 100000 [--seed 7]
 * Uses DATABASE_URL when set, otherwise the PGlite database in DATA_DIR (as the server does).
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../../config/env.js';
import { openDatabase } from '../client.js';
import { generateDataset } from './generate.js';

const { values } = parseArgs({
  options: {
    companies: { type: 'string', default: '0' },
    investments: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
  },
});

const count = (name: string, raw: string | undefined): number => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number >= 0, got "${raw}"`);
  return n;
};

const options = {
  companies: count('companies', values.companies),
  investments: count('investments', values.investments),
  seed: count('seed', values.seed),
};

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  const result = await generateDataset(handle.db, {
    ...options,
    onProgress: (done) => {
      const line = `${done.companies} companies, ${done.investments} investments, ${done.participations} participations`;
      if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
      else if (done.investments > 0 && done.investments % 10_000 === 0) console.log(line);
    },
  });
  if (process.stdout.isTTY) process.stdout.write('\n');
  console.log(JSON.stringify({ database: handle.kind, ...result }));
} finally {
  await handle.close();
}
