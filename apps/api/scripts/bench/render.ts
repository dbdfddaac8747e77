/** docs/benchmarks.md from the result files: one section per `docs/bench-results/<id>.json`. */
import type { BenchResult, Cell, Machine } from './results.js';

const cell = (value: Cell) => {
  if (value === null || value === undefined) return '–';
  // counts read better grouped; measured times keep their decimals as written
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) >= 10_000)
    return value.toLocaleString('en');
  return String(value).replaceAll('|', '\\|').replaceAll('\n', ' ');
};

const table = (columns: string[], rows: Cell[][]) =>
  [
    `| ${columns.map(cell).join(' | ')} |`,
    `|${columns.map((_, i) => (rows.some((row) => typeof row[i] === 'number') ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

const machineLine = (m: Machine) => `${m.cpus} × ${m.cpuModel}, ${m.memGb} GB memory, Node.js ${m.node}, ${m.os}`;

/** Sections in the order given (the data set first), then the rest by id. */
export const renderBenchmarks = (results: BenchResult[], order: string[] = []): string => {
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  const sorted = [...results].sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
  const machines = [...new Set(sorted.map((r) => machineLine(r.machine)))];
  const dates = sorted.map((r) => r.generatedAt).sort();
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (apps/api/scripts/bench/run.ts) from the result files in `docs/bench-results/`;',
    'do not edit by hand. Each benchmark measures on the benchmark data set (`npm run bench:data`,',
    'apps/api/src/db/seed/README.md). A module adds a section by adding a script that writes a result file',
    '(apps/api/scripts/bench/results.ts) and listing it in run.ts.',
    '',
    `- Machine: ${machines.join('; ')}`,
    `- Measured: ${dates[0] ?? '–'} to ${dates.at(-1) ?? '–'} (UTC)`,
    '',
  ];
  for (const r of sorted) {
    lines.push(`## ${r.title}`, '', `\`${r.id}\` · ${r.database} · ${r.generatedAt}`, '', table(r.columns, r.rows), '');
    for (const note of r.notes) lines.push(`- ${note}`);
    if (r.notes.length > 0) lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
};
