// Adds one line per `.ci/run` to docs/ci-runs.md: when, which commit, the whole run and each layer's
// time, the journeys' shuffle seed, the result and the load average at the end (CI_RUN_NOTE: what
// else the machine ran). The table is the history of the suite's speed and steadiness; a run on a
// developer's checkout may commit its line.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './runtime.mjs';

const [summaryFile, runSeconds, load] = process.argv.slice(2);
const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
const file = path.join(root, 'docs/ci-runs.md');
const HEADER = `# CI runs

One line per \`.ci/run\` (written by scripts/ci-history.mjs): the run's time from the start of \`.ci/run\`,
each test layer's time, the browser journeys' shuffle seed (replay with \`E2E_SHUFFLE=<seed>\`), the result,
and the load average when it ended (with \`CI_RUN_NOTE\`, what else ran, e.g. a CPU load). Target: at most 20 minutes on a quiet machine.

| when (UTC) | commit | run | layers | journeys' seed | result | load at end |
|---|---|---|---|---|---|---|
`;
let commit = '?';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
} catch {}
const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const layers = summary.layers.map((l) => `${l.name} ${minutes(l.seconds)}`).join(', ');
const seed = summary.layers.find((l) => l.note?.startsWith('shuffle seed'))?.note.replace('shuffle seed ', '') ?? '–';
const result = summary.failed ? `${summary.passed} passed, **${summary.failed} failed**` : `${summary.passed} passed`;
const note = process.env.CI_RUN_NOTE ? ` (${process.env.CI_RUN_NOTE.replaceAll('|', '/')})` : '';
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
if (!fs.existsSync(file)) fs.writeFileSync(file, HEADER);
fs.appendFileSync(
  file,
  `| ${when} | ${commit} | ${minutes(Number(runSeconds))} | ${layers} | ${seed} | ${result} | ${load}${note} |\n`,
);
