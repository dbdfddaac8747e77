/**
 * Top self-time entries of a V8 CPU profile (`node --cpu-prof`), grouped by function and file:
 *   tsx apps/api/scripts/bench-overhead/top-self.ts <file.cpuprofile> [--top 25] [--by package]
 * `--by package` sums per npm package (or `app`, `node:`) instead of per function.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' }, by: { type: 'string', default: 'function' } },
});
const profile = JSON.parse(fs.readFileSync(positionals[0] ?? '', 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

const packageOf = (url: string) => {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node:';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return m?.[1] ?? 'app';
};
const label = (n: Node) => {
  const { functionName, url, lineNumber } = n.callFrame;
  if (values.by === 'package') return packageOf(url);
  const file = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/');
  return `${functionName || '(anonymous)'} ${file}${url ? `:${lineNumber + 1}` : ''}`;
};

const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const dt = profile.timeDeltas[i] ?? 0;
  if (!node) return;
  total += dt;
  const key = node.callFrame.functionName === '(idle)' ? '(idle)' : label(node);
  self.set(key, (self.get(key) ?? 0) + dt);
});
const idle = self.get('(idle)') ?? 0;
console.log(`total ${(total / 1000).toFixed(0)} ms, busy ${((total - idle) / 1000).toFixed(0)} ms (percent of busy)`);
for (const [key, us] of [...self.entries()]
  .filter(([k]) => k !== '(idle)')
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(values.top))) {
  console.log(`${((us / (total - idle)) * 100).toFixed(1).padStart(5)} %  ${key}`);
}
