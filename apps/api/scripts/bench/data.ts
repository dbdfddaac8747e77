/**
 * `npm run bench:data -- --scale small|medium|large [--target postgres|pglite] [--database-url URL] [--force]`:
 * makes (or finds) the benchmark data set; see dataset.ts and src/db/seed/README.md.
 */
import { parseArgs } from 'node:util';
import { isBenchScale } from '../../src/db/seed/bench-data.js';
import { type BenchTarget, defaultScale, openBenchDatabase } from './dataset.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string' },
    target: { type: 'string', default: 'postgres' },
    'database-url': { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const target = values.target as BenchTarget;
if (target !== 'postgres' && target !== 'pglite')
  throw new Error(`--target must be postgres or pglite, got "${target}"`);
const scale = values.scale ?? defaultScale(target);
if (!isBenchScale(scale)) throw new Error(`--scale must be small, medium or large, got "${scale}"`);

const started = performance.now();
const { handle } = await openBenchDatabase({ scale, target, databaseUrl: values['database-url'], force: values.force });
await handle.close();
console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
