// `npm test`: every test layer in turn, each through its own runner, then one summary line.
// TEST_LAYERS=unit,api,web,e2e chooses layers (default: all). Exits non-zero when any test fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.tmp/test-results');
fs.mkdirSync(out, { recursive: true });

const vitestLayer = (name, cwd) => ({
  name,
  run: () => {
    const file = path.join(out, `${name}.json`);
    fs.rmSync(file, { force: true });
    const r = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`], {
      cwd: path.join(root, cwd),
      stdio: 'inherit',
      env: process.env,
    });
    if (!fs.existsSync(file)) return { passed: 0, failed: 1, skipped: 0, status: r.status };
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
      status: r.status,
    };
  },
});

const e2eLayer = {
  name: 'e2e',
  run: () => {
    if (!ensureChromium()) return { passed: 0, failed: 1, skipped: 0, status: 1 };
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) return { passed: 0, failed: 1, skipped: 0, status: build.status };
    const file = path.join(out, 'e2e.json');
    fs.rmSync(file, { force: true });
    const r = spawnSync('npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    });
    if (!fs.existsSync(file)) return { passed: 0, failed: 1, skipped: 0, status: r.status };
    const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped, status: r.status };
  },
};

const layers = [
  vitestLayer('unit', 'packages/shared'),
  vitestLayer('api', 'apps/api'),
  vitestLayer('web', 'apps/web'),
  e2eLayer,
];
const chosen = (process.env.TEST_LAYERS ?? 'unit,api,web,e2e').split(',').map((s) => s.trim());

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let ok = true;
for (const layer of layers.filter((l) => chosen.includes(l.name))) {
  const started = Date.now();
  console.log(`\n=== ${layer.name} tests ===`);
  const result = layer.run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0 || result.failed > 0) ok = false;
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
  lines.push(
    `${layer.name}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped (${seconds} s)`,
  );
}
console.log('\n=== summary ===');
for (const line of lines) console.log(line);
if (!ok && totals.failed === 0) totals.failed = 1; // a runner that crashed counts as a failure
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
