// Sums gzip sizes of the static import closure of given chunks (a quick check; the e2e test measures for real).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = new URL('../dist/assets/', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
const find = (prefix) => files.find((f) => f.startsWith(prefix));
const seen = new Set();
const visit = (file) => {
  if (!file || seen.has(file)) return;
  seen.add(file);
  const src = readFileSync(join(dir, file), 'utf8');
  for (const m of src.matchAll(/(?:import|export)\s*(?:[^'"]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) visit(m[1]);
};
for (const prefix of process.argv.slice(2)) visit(find(prefix));
let total = 0;
const rows = [...seen].map((f) => {
  const gz = gzipSync(readFileSync(join(dir, f))).length;
  total += gz;
  return [f, gz];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [f, gz] of rows) console.log(String(gz).padStart(8), f);
console.log('total gzip KB', (total / 1024).toFixed(1));
