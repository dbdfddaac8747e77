/**
 * `npm run bench -- [--targets postgres,pglite] [--scale large|medium|small] [--only orders,...] [--render-only]`: makes sure
 * the data set exists on each target, runs every module's benchmark on it, then writes docs/benchmarks.md
 * from all result files. The scale defaults to large on PostgreSQL and medium on PGlite.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { BENCH_SCALES, type BenchScale, isBenchScale } from '../../src/db/seed/bench-data.js';
import { type BenchTarget, defaultScale, openBenchDatabase } from './dataset.js';
import { renderBenchmarks } from './render.js';
import { type Cell, loadNote, REPO_ROOT, readResults, writeResult } from './results.js';

/**
 * Every module's benchmark: a script under apps/api/scripts and the arguments it takes (--targets, and
 * --scale when it measures on the shared data set; the others make the small data they need themselves).
 */
type Benchmark = {
  script: string;
  args: (targets: BenchTarget[], scale: string | undefined) => string[];
  /** Measures the large PostgreSQL data set only (skipped when postgres is not a target). */
  postgresOnly?: boolean;
};
const onDataSet: Benchmark['args'] = (targets, scale) => [
  '--targets',
  targets.join(','),
  ...(scale ? ['--scale', scale] : []),
];
const ownData: Benchmark['args'] = (targets) => ['--targets', targets.join(',')];
const BENCHMARKS: readonly Benchmark[] = [
  { script: 'bench-orders.ts', args: onDataSet },
  { script: 'bench-company-stats.ts', args: onDataSet },
  { script: 'bench-recommendations.ts', args: onDataSet },
  { script: 'bench-conversations.ts', args: onDataSet },
  // The load mix's everyday filter shapes.
  { script: 'bench-order-shapes.ts', args: () => [], postgresOnly: true },
  // Dashboard statistics, read only on the large PostgreSQL data set.
  { script: 'bench-dashboard.ts', args: () => [], postgresOnly: true },
  // Reports, read only on the large PostgreSQL data set.
  { script: 'bench-reports.ts', args: () => [], postgresOnly: true },
  // The order map on the large PostgreSQL data set (its migrations applied, 0023's kept counts).
  { script: 'bench-orders-map.ts', args: () => [], postgresOnly: true },
  // The investment search and map on the large PostgreSQL data set (its migrations applied).
  { script: 'bench-investments.ts', args: () => [], postgresOnly: true },
  // The order card's extra reads after publication (it writes one order's versions).
  { script: 'bench-order-versions.ts', args: () => [], postgresOnly: true },
  { script: 'bench-overhead.ts', args: ownData },
  { script: 'bench-email.ts', args: ownData },
  // Offers of an order with 300 offers: makes its own order on a throwaway database.
  { script: 'bench-offers.ts', args: ownData },
  // API answer compression levels: CPU against bytes, on the demo data (its own embedded database).
  { script: 'bench-compression.ts', args: () => [] },
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

/** The huge pages of this machine (the benchmarks' server is on loopback), as docs/deployment.md, "Server settings", asks. */
const hugePages = () => {
  const info = fs.existsSync('/proc/meminfo') ? fs.readFileSync('/proc/meminfo', 'utf8') : '';
  const value = (name: string) => Number(info.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
  const total = value('HugePages_Total');
  const taken = total - value('HugePages_Free') + value('HugePages_Rsvd');
  return total ? `huge pages ${taken} of ${total} taken` : 'no huge pages';
};

if (!args['render-only']) {
  const rows: Cell[][] = [];
  const serverNotes: string[] = [];
  for (const target of targets) {
    const scale = scaleOf(target);
    const { handle, marker } = await openBenchDatabase({ scale, target });
    if (handle.kind === 'postgres') {
      // the figures depend on the server's memory settings (docs/deployment.md, "Server settings")
      const settings = await handle.db.execute<{ version: string; buffers: string; cache: string }>(sql`
        select current_setting('server_version') as version, current_setting('shared_buffers') as buffers,
               current_setting('effective_cache_size') as cache`);
      const server = settings.rows[0];
      if (server)
        serverNotes.push(
          `PostgreSQL server ${server.version}: shared_buffers ${server.buffers}, effective_cache_size ${server.cache}, ${hugePages()}; the API's connections set work_mem 32MB.`,
        );
    }
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
      c.conversations ?? null,
      c.messages ?? null,
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
      'conversations',
      'messages',
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
      ...serverNotes,
      loadNote(),
    ],
  });
  const only = args.only?.split(',').map((name) => `bench-${name}.ts`);
  const chosen = BENCHMARKS.filter(
    (b) => (!only || only.includes(b.script)) && (!b.postgresOnly || targets.includes('postgres')),
  );
  for (const { script, args: scriptArgs } of chosen) {
    console.log(`\n# ${script}`);
    const run = spawnSync(
      'npx',
      ['tsx', path.join(REPO_ROOT, 'apps/api/scripts', script), ...scriptArgs(targets, args.scale)],
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
    'recommendations',
    'dashboard',
    'reports',
    'orders-map',
    'investments',
    'conversations',
    'overhead',
    'overhead-before',
    'load-mix',
    'start',
    'start-tsx',
    'email',
    'compression',
  ]),
);
console.log(`written ${path.relative(REPO_ROOT, out)}`);
