/**
 * `npm run bench -- [--targets postgres,pglite] [--scale large|medium|small] [--only orders,...] [--render-only]`: makes sure
 * the data set exists on each target, runs every module's benchmark on it, then writes docs/benchmarks.md
 * from all result files. The scale defaults to large on PostgreSQL and medium on PGlite.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_SCALES, type BenchScale, isBenchScale } from '../../src/db/seed/bench-data.js';
import { type BenchTarget, defaultScale, openBenchDatabase } from './dataset.js';
import { renderBenchmarks } from './render.js';
import { type Cell, loadNote, REPO_ROOT, readResults, writeResult } from './results.js';

/**
 * Every module's benchmark: a script under apps/api/scripts taking --targets (and --scale when it
 * measures on the shared data set; the others make the small data they need themselves).
 */
const BENCHMARKS: readonly { script: string; onDataSet: boolean }[] = [
  { script: 'bench-orders.ts', onDataSet: true },
  { script: 'bench-company-stats.ts', onDataSet: true },
  { script: 'bench-overhead.ts', onDataSet: false },
  { script: 'bench-email.ts', onDataSet: false },
];

const { values: args } = parseArgs({
  options: {
    targets: { type: 'string', default: 'postgres,pglite' },
    scale: { type: 'string' },
    'render-only': { type: 'boolean', default: false },
    /** Comma-separated benchmark names (e.g. orders,company-stats): run only these, keep the others' results. */
    only: { type: 'string' },
  },
});
const targets = (args.targets ?? '').split(',').filter(Boolean) as BenchTarget[];
for (const t of targets) if (t !== 'postgres' && t !== 'pglite') throw new Error(`unknown target "${t}"`);
const scaleOf = (target: BenchTarget): BenchScale => {
  const scale = args.scale ?? defaultScale(target);
  if (!isBenchScale(scale)) throw new Error(`--scale must be small, medium or large, got "${scale}"`);
  return scale;
};

if (!args['render-only']) {
  const rows: Cell[][] = [];
  for (const target of targets) {
    const scale = scaleOf(target);
    const { handle, marker } = await openBenchDatabase({ scale, target });
    await handle.close();
    const c = marker.counts;
    rows.push([
      target,
      scale,
      c.companies ?? null,
      c.investments ?? null,
      c.participations ?? null,
      c.orders ?? null,
      c.orderIndustries ?? null,
      +(marker.durationMs / 1000).toFixed(1),
      marker.createdAt,
      marker.version,
    ]);
  }
  writeResult({
    id: 'dataset',
    title: 'Benchmark data set',
    database: targets.length > 1 ? 'both' : (targets[0] ?? 'postgres'),
    columns: [
      'database',
      'scale',
      'companies',
      'investments',
      'participations',
      'orders',
      'order industries',
      'made in s',
      'made at',
      'version',
    ],
    rows,
    notes: [
      `Scales: ${Object.entries(BENCH_SCALES)
        .map(
          ([name, s]) =>
            `${name} ${s.companies.toLocaleString('en')} companies / ${s.investments.toLocaleString('en')} investments / ${s.orders.toLocaleString('en')} orders`,
        )
        .join('; ')} (generated, on top of the demo data).`,
      loadNote(),
    ],
  });
  const only = args.only?.split(',').map((name) => `bench-${name}.ts`);
  for (const { script, onDataSet } of BENCHMARKS.filter((b) => !only || only.includes(b.script))) {
    const scaleArgs = args.scale && onDataSet ? ['--scale', args.scale] : [];
    console.log(`\n# ${script}`);
    const run = spawnSync(
      'npx',
      ['tsx', path.join(REPO_ROOT, 'apps/api/scripts', script), '--targets', targets.join(','), ...scaleArgs],
      {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      },
    );
    if (run.status !== 0)
      console.error(`${script} failed (exit ${run.status}); its previous result file, if any, is kept`);
  }
}

const out = path.join(REPO_ROOT, 'docs/benchmarks.md');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  renderBenchmarks(readResults(), [
    'dataset',
    'orders',
    'company-stats',
    'overhead',
    'overhead-before',
    'load-mix',
    'start',
    'start-tsx',
    'email',
  ]),
);
console.log(`written ${path.relative(REPO_ROOT, out)}`);
