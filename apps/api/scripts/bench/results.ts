/**
 * Benchmark result files: every benchmark writes `docs/bench-results/<id>.json` and `npm run bench`
 * renders each as one section of docs/benchmarks.md (render.ts), so a module adds a script, not a table.
 * The files are kept in the repository: a fresh clone can run one benchmark (`--only`) and render the page
 * with the others' last results (under .tmp they were lost with every new machine).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const RESULTS_DIR = path.join(REPO_ROOT, 'docs/bench-results');

export type Machine = { cpus: number; cpuModel: string; memGb: number; node: string; os: string };
export type Cell = string | number | null;
export type BenchResult = {
  id: string;
  title: string;
  generatedAt: string;
  machine: Machine;
  database: 'postgres' | 'pglite' | 'both';
  columns: string[];
  rows: Cell[][];
  notes: string[];
};

export const machineInfo = (): Machine => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
  memGb: +(os.totalmem() / 1024 ** 3).toFixed(1),
  node: process.version,
  os: `${os.type()} ${os.release()} ${os.arch()}`,
});

/** Load average of the last minute, to note how busy the machine was while measuring. */
export const loadNote = (): string =>
  `load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')} (1/5/15 min) on ${os.cpus().length} cores`;

export const writeResult = (result: Omit<BenchResult, 'generatedAt' | 'machine'>): string => {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${result.id}.json`);
  const full: BenchResult = { ...result, generatedAt: new Date().toISOString(), machine: machineInfo() };
  fs.writeFileSync(file, `${JSON.stringify(full, null, 2)}\n`);
  console.log(`result written to ${path.relative(REPO_ROOT, file)}`);
  return file;
};

export const readResults = (): BenchResult[] => {
  if (!fs.existsSync(RESULTS_DIR)) return [];
  return fs
    .readdirSync(RESULTS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(RESULTS_DIR, f), 'utf8')) as BenchResult);
};
