// `npm test`: every test layer through its own runner, then the time of each and one summary line.
// TEST_LAYERS chooses layers and their order (default: unit,api,web,e2e); `+` runs layers side by
// side, e.g. `unit,api+e2e,web`, and `>` chains layers within one side, e.g. `web>api-postgres+e2e`
// (web, then api-postgres, while e2e runs beside both): each side-by-side layer writes its output to
// .tmp/test-results/<layer>.log and it is printed when the layer ends. `api` runs on the embedded database, or on the PostgreSQL
// server of TEST_DATABASE_URL when set; `api-postgres` is the API layer on the server of
// TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), each test file on its own
// database, dropped at its end, so a run can test both databases.
// Exits non-zero when any test fails or a runner fails.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildStale } from './build-stale.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { root, useProjectRuntime } from './runtime.mjs';

useProjectRuntime();
console.log(`Tests on Node ${process.version} (${process.execPath})`);

const out = path.join(root, '.tmp/test-results');
fs.mkdirSync(out, { recursive: true });

/** Runs a command to its end; its output goes to the terminal, or to `log` (a file) when given. */
const exec = (command, args, { cwd = root, env = process.env, log } = {}) =>
  new Promise((resolve) => {
    const fd = log ? fs.openSync(log, 'a') : undefined;
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', fd ?? 'inherit', fd ?? 'inherit'] });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      if (fd !== undefined) fs.closeSync(fd);
      resolve(code ?? 1);
    });
  });

const crashed = (status) => ({ passed: 0, failed: 1, skipped: 0, status });
/** The first lines of a message that names several things (the demo rows a journey changed). */
const firstLines = (text = '', count = 12) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, count)
    .join(' | ')
    .slice(0, 2000);
const firstLine = (text = '') =>
  text
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 160) ?? '';

/** The titles of a Playwright JSON report's tests that failed (also after their retry). */
const playwrightFailures = (suites = [], trail = []) =>
  suites.flatMap((suite) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    const specs = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((t) => t.status === 'unexpected'))
      .map((spec) => {
        const error = spec.tests.flatMap((t) => t.results).find((r) => r.error)?.error?.message;
        return `${[...here, spec.title].join(' › ')}${error ? ` (${firstLine(stripVTControlCharacters(error))})` : ''}`;
      });
    return [...specs, ...playwrightFailures(suite.suites, here)];
  });

const vitestLayer =
  (cwd, env = {}) =>
  async (name, log) => {
    const file = path.join(out, `${name}.json`);
    fs.rmSync(file, { force: true });
    const status = await exec(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`],
      {
        cwd: path.join(root, cwd),
        env: { ...process.env, ...env },
        log,
      },
    );
    if (!fs.existsSync(file)) return crashed(status);
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    const failures = json.testResults.flatMap((f) =>
      f.assertionResults.length === 0 && f.status === 'failed'
        ? [`${path.relative(root, f.name)} (${firstLine(f.message)})`]
        : f.assertionResults
            .filter((t) => t.status === 'failed')
            .map((t) => `${path.relative(root, f.name)} › ${t.fullName}`),
    );
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
      status,
      failures,
    };
  };

/**
 * E2E_SHUFFLE runs the journeys in a shuffled order: a seed replays an order, `1` or `true` draws one.
 * The seed is printed, and kept in the summary, so that a failure can be replayed.
 */
const shuffleSeed = () => {
  const value = process.env.E2E_SHUFFLE?.trim();
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) ? String(Math.floor(Math.random() * 1e9)) : value;
};

const e2eLayer = async (_name, log) => {
  if (!ensureChromium()) return crashed(1);
  const file = path.join(out, 'e2e.json');
  fs.rmSync(file, { force: true });
  const seed = shuffleSeed();
  if (seed) console.log(`e2e: journeys shuffled with seed ${seed} (replay: E2E_SHUFFLE=${seed})`);
  const status = await exec(
    'npx',
    ['playwright', 'test', '--reporter=list,json', ...(seed ? ['--shuffle', seed] : [])],
    {
      cwd: path.join(root, 'apps/web'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      log,
    },
  );
  if (!fs.existsSync(file)) return crashed(status);
  const { stats, suites, errors = [] } = JSON.parse(fs.readFileSync(file, 'utf8'));
  // errors outside a journey: the global setup, or the teardown that finds a changed demo row
  const runErrors = errors.map((e) => `run: ${firstLines(stripVTControlCharacters(e.message ?? ''))}`);
  return {
    passed: stats.expected,
    failed: stats.unexpected + runErrors.length,
    skipped: stats.skipped,
    status,
    failures: [...playwrightFailures(suites), ...runErrors],
    ...(seed ? { note: `shuffle seed ${seed}` } : {}),
  };
};

const LAYERS = {
  unit: vitestLayer('packages/shared'),
  api: vitestLayer('apps/api'),
  web: vitestLayer('apps/web'),
  e2e: e2eLayer,
  'api-postgres': vitestLayer('apps/api', {
    TEST_DATABASE_URL: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  }),
};

/** Steps run one after another; a step's sides run side by side; a side's layers run in turn. */
const steps = (process.env.TEST_LAYERS ?? 'unit,api,web,e2e').split(',').map((step) =>
  step
    .split('+')
    .map((side) =>
      side
        .split('>')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .filter((side) => side.length > 0),
);
const layerNames = steps.flat(2);
const unknown = layerNames.filter((name) => !(name in LAYERS));
if (unknown.length > 0) {
  console.error(`Unknown test layer: ${unknown.join(', ')} (layers: ${Object.keys(LAYERS).join(', ')})`);
  process.exit(1);
}

const results = [];
const timed = async (name, log) => {
  const started = Date.now();
  const result = await LAYERS[name](name, log);
  results.push({ name, seconds: (Date.now() - started) / 1000, ...result });
};

const runStarted = Date.now();
// The layers that start the compiled server (the API's compiled-server test, the e2e server) find
// the builds fresh, so no two of them build the same output at once when they run side by side.
if (layerNames.some((name) => ['api', 'api-postgres', 'e2e'].includes(name))) {
  const started = Date.now();
  console.log('\n=== build (shared contract, API, web app; only what is stale) ===');
  const wanted = layerNames.includes('e2e') ? undefined : ['packages/shared', 'apps/api'];
  const ok = buildStale(wanted);
  results.push({ name: 'build', seconds: (Date.now() - started) / 1000, ...(ok ? { status: 0 } : crashed(1)) });
}
for (const step of steps) {
  if (step.length === 1) {
    for (const name of step[0]) {
      console.log(`\n=== ${name} tests ===`);
      await timed(name);
    }
    continue;
  }
  const sides = step.map((side) => side.join(' then '));
  console.log(`\n=== ${sides.join(' + ')} tests, side by side (output printed as each ends) ===`);
  await Promise.all(
    step.map(async (side) => {
      for (const name of side) {
        const log = path.join(out, `${name}.log`);
        fs.rmSync(log, { force: true });
        await timed(name, log);
        console.log(`\n=== ${name} tests (ended) ===\n${fs.readFileSync(log, 'utf8')}`);
      }
    }),
  );
}

const totals = { passed: 0, failed: 0, skipped: 0 };
console.log('\n=== summary ===');
for (const r of results) {
  totals.passed += r.passed ?? 0;
  totals.failed += r.failed ?? 0;
  totals.skipped += r.skipped ?? 0;
  const counts =
    r.passed === undefined
      ? r.status === 0
        ? 'ok'
        : 'FAILED'
      : `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`;
  console.log(`${r.name}: ${counts} (${r.seconds.toFixed(1)} s)${r.note ? `; ${r.note}` : ''}`);
}
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `${r.name}: ${f}`));
if (failures.length > 0) console.log(`\nfailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const ok = results.every((r) => r.status === 0 && !r.failed);
if (!ok && totals.failed === 0) totals.failed = 1; // a runner that crashed counts as a failure
const seconds = (Date.now() - runStarted) / 1000;
console.log(`test time: ${seconds.toFixed(1)} s; ${totals.skipped} skipped`);
fs.writeFileSync(
  path.join(out, 'summary.json'),
  JSON.stringify({
    ...totals,
    seconds,
    failures,
    layers: results.map(({ name, seconds, note }) => ({ name, seconds, ...(note ? { note } : {}) })),
  }),
);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok ? 0 : 1);
