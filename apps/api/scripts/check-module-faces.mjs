import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The API modules' boundaries (CONTRIBUTING.md, "Boundaries"). A file in `src/modules/<m>/` reaches
 * another module only through its face, `modules/<other>/index.ts`; tests and test helpers may also
 * use its test face, `modules/<other>/testing.ts` (factories and fixtures that build the other
 * module's rows). The modules, joined by the imports of their non-test files, form no cycle: a test
 * may compose a scenario from several modules, but the code the app loads has one direction.
 * Run by `npm run lint`; exits 1 on a violation.
 */

const SOURCE = /\.(ts|mts|js|mjs)$/;
// static imports and re-exports, side-effect imports, dynamic import(), vi.mock()
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;
const FACE = /^index\.(ts|js)$/;
const TEST_FACE = /^testing\.(ts|js)$/;

const toPosix = (path) => path.split(sep).join('/');

/** A test or a test helper: its imports may use test faces and do not count towards cycles. */
export const isTestFile = (file) => /\.test\.ts$|(^|\/|-)test-helpers\.ts$|(^|\/)testing\.ts$/.test(file);

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });

/** Every relative import of every file under `modulesDir`: `{ file, line, specifier, from, to, inModule }`. */
const importsOf = (modulesDir) =>
  sourceFiles(modulesDir).flatMap((path) => {
    const file = toPosix(relative(modulesDir, path));
    const from = file.split('/')[0];
    const lines = readFileSync(path, 'utf8').split('\n');
    return lines.flatMap((text, index) =>
      [...text.matchAll(SPECIFIER)].flatMap(([, specifier]) => {
        if (!specifier.startsWith('.')) return [];
        const target = toPosix(relative(modulesDir, resolve(dirname(path), specifier)));
        if (target.startsWith('..') || !target.includes('/')) return [];
        const [to, ...rest] = target.split('/');
        return [{ file, line: index + 1, specifier, from, to, inModule: rest.join('/') }];
      }),
    );
  });

/** Imports into another module past its face, as `{ file, line, specifier, reason }`. */
export const findDeepImports = (modulesDir) =>
  importsOf(modulesDir).flatMap(({ file, line, specifier, from, to, inModule }) => {
    if (from === to || FACE.test(inModule)) return [];
    if (TEST_FACE.test(inModule) && isTestFile(file)) return [];
    const reason = TEST_FACE.test(inModule)
      ? `only tests and test helpers use the test face of ${to}`
      : `${from} imports ${to} past its face (modules/${to}/index.ts)`;
    return [{ file, line, specifier, reason }];
  });

/**
 * Imports from the rest of `src` (app, plugins, lib, db, test) into a module past its face, as
 * `{ file, line, specifier, reason }`: code outside the modules uses their faces too, and tests
 * outside them may use a test face.
 */
export const findOutsideImports = (srcDir) => {
  const modulesDir = join(srcDir, 'modules');
  return sourceFiles(srcDir)
    .filter((path) => !toPosix(relative(modulesDir, path)).match(/^[^.]/))
    .flatMap((path) => {
      const file = toPosix(relative(srcDir, path));
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          [...text.matchAll(SPECIFIER)].flatMap(([, specifier]) => {
            if (!specifier.startsWith('.')) return [];
            const target = toPosix(relative(modulesDir, resolve(dirname(path), specifier)));
            if (target.startsWith('..')) return [];
            if (!target.includes('/')) return []; // a file beside the modules (api-module.ts), not a module
            const [to, ...rest] = target.split('/');
            const inModule = rest.join('/');
            const fromTest = isTestFile(file) || file.startsWith('test/');
            if (FACE.test(inModule) || (TEST_FACE.test(inModule) && fromTest)) return [];
            const reason = TEST_FACE.test(inModule)
              ? `only tests and test helpers use the test face of ${to}`
              : `${file} imports ${to} past its face (modules/${to}/index.ts)`;
            return [{ file, line: index + 1, specifier, reason }];
          }),
        );
    });
};

/** The module cycles made by the imports of non-test files, each as `[a, b, ..., a]`. */
export const findModuleCycles = (modulesDir) => {
  const edges = new Map();
  for (const { file, from, to } of importsOf(modulesDir)) {
    if (from === to || isTestFile(file)) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
  const cycles = [];
  const seen = new Set();
  const state = new Map(); // 1: on the current path, 2: done
  const visit = (node, path) => {
    state.set(node, 1);
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (state.get(next) === 1) {
        const cycle = [...path.slice(path.indexOf(next)), next];
        const key = [...cycle.slice(0, -1)].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(cycle);
        }
      } else if (!state.has(next)) visit(next, [...path, next]);
    }
    state.set(node, 2);
  };
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node, [node]);
  return cycles;
};

const runFromCommandLine = () => {
  const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../src');
  const modulesDir = join(srcDir, 'modules');
  const deep = findDeepImports(modulesDir);
  const outside = findOutsideImports(srcDir);
  const cycles = findModuleCycles(modulesDir);
  for (const v of deep) console.error(`apps/api/src/modules/${v.file}:${v.line}: ${v.reason} ('${v.specifier}')`);
  for (const v of outside) console.error(`apps/api/src/${v.file}:${v.line}: ${v.reason} ('${v.specifier}')`);
  for (const cycle of cycles) console.error(`module cycle: ${cycle.join(' -> ')}`);
  if (deep.length + outside.length > 0 || cycles.length > 0) {
    console.error(`${deep.length + outside.length} import(s) past a module's face, ${cycles.length} module cycle(s).`);
    process.exit(1);
  }
  console.log('API module faces: every cross-module import goes through a face; no module cycle.');
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) runFromCommandLine();
