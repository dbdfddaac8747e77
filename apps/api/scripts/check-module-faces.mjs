import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readImports } from '../../../scripts/lib/read-imports.mjs';

/**
 * The API modules' boundaries (CONTRIBUTING.md, "Boundaries"). A file in `src/modules/<m>/` reaches
 * another module only through its face, `modules/<other>/index.ts`; tests and test helpers may also
 * use its test face, `modules/<other>/testing.ts` (factories and fixtures that build the other
 * module's rows). The modules, joined by the imports of their non-test files, form no cycle: a test
 * may compose a scenario from several modules, but the code the app loads has one direction.
 * Imports are read by TypeScript's parser (scripts/lib/read-imports.mjs: static and type imports,
 * re-exports, import(), require(), vi.mock()); an import whose specifier is computed fails, since
 * no one can tell which module it loads. Run by `npm run lint`; exits 1 on a violation.
 */

const SOURCE = /\.(ts|mts|js|mjs)$/;
const FACE = /^index\.(ts|js)$/;
const TEST_FACE = /^testing\.(ts|js)$/;
const COMPUTED = 'computed import: no one can tell which module it loads; write the path as a string literal';

const toPosix = (path) => path.split(sep).join('/');

/** A test or a test helper: its imports may use test faces and do not count towards cycles. */
export const isTestFile = (file) => /\.test\.ts$|(^|\/|-)test-helpers\.ts$|(^|\/)testing\.ts$/.test(file);

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });

/** The imports of every source file under `dir` (`readImports`), to read a tree once for several checks. */
export const readSourceImports = (dir) => readImports(sourceFiles(dir));

/** The files of `parsed` (from `readImports`) under `dir`, each with its imports and its path relative to `dir`. */
const filesUnder = (dir, parsed) =>
  [...parsed].flatMap(([path, imports]) => {
    const file = toPosix(relative(dir, path));
    return file.startsWith('..') ? [] : [{ path, file, imports }];
  });

/** The module a relative import lands in, as `{ to, inModule }`, or null when it lands outside the modules. */
const targetModule = (modulesDir, path, specifier) => {
  if (!specifier.startsWith('.')) return null;
  const target = toPosix(relative(modulesDir, resolve(dirname(path), specifier)));
  if (target.startsWith('..')) return null;
  if (!target.includes('/')) return null; // a file beside the modules (api-module.ts), not a module
  const [to, ...rest] = target.split('/');
  return { to, inModule: rest.join('/') };
};

/**
 * Every import of every file under `modulesDir`: `{ file, line, specifier, from, to, inModule }` for
 * one into a module, `{ file, line, specifier, computed: true }` for a computed one.
 */
const importsOf = (modulesDir, parsed) =>
  filesUnder(modulesDir, parsed).flatMap(({ path, file, imports }) => {
    const from = file.split('/')[0];
    return imports.flatMap(({ line, specifier, computed }) => {
      if (computed) return [{ file, line, specifier, computed }];
      const target = targetModule(modulesDir, path, specifier);
      return target ? [{ file, line, specifier, from, ...target }] : [];
    });
  });

/** Imports into another module past its face, and computed imports, as `{ file, line, specifier, reason }`. */
export const findDeepImports = (modulesDir, parsed = readSourceImports(modulesDir)) =>
  importsOf(modulesDir, parsed).flatMap(({ file, line, specifier, computed, from, to, inModule }) => {
    if (computed) return [{ file, line, specifier, reason: COMPUTED }];
    if (from === to || FACE.test(inModule)) return [];
    if (TEST_FACE.test(inModule) && isTestFile(file)) return [];
    const reason = TEST_FACE.test(inModule)
      ? `only tests and test helpers use the test face of ${to}`
      : `${from} imports ${to} past its face (modules/${to}/index.ts)`;
    return [{ file, line, specifier, reason }];
  });

/** Whether a path under `srcDir` is outside its modules (files directly in `modules/` count as inside). */
const outsideModules = (srcDir) => (path) => relative(join(srcDir, 'modules'), path).startsWith('..');

/**
 * Imports from the rest of `src` (app, plugins, lib, db, test) into a module past its face, and
 * computed imports there, as `{ file, line, specifier, reason }`: code outside the modules uses their
 * faces too, and tests outside them may use a test face.
 */
export const findOutsideImports = (
  srcDir,
  parsed = readImports(sourceFiles(srcDir).filter(outsideModules(srcDir))),
) => {
  const modulesDir = join(srcDir, 'modules');
  const outside = outsideModules(srcDir);
  return filesUnder(srcDir, parsed)
    .filter(({ path }) => outside(path))
    .flatMap(({ path, file, imports }) =>
      imports.flatMap(({ line, specifier, computed }) => {
        if (computed) return [{ file, line, specifier, reason: COMPUTED }];
        const target = targetModule(modulesDir, path, specifier);
        if (!target) return [];
        const { to, inModule } = target;
        const fromTest = isTestFile(file) || file.startsWith('test/');
        if (FACE.test(inModule) || (TEST_FACE.test(inModule) && fromTest)) return [];
        const reason = TEST_FACE.test(inModule)
          ? `only tests and test helpers use the test face of ${to}`
          : `${file} imports ${to} past its face (modules/${to}/index.ts)`;
        return [{ file, line, specifier, reason }];
      }),
    );
};

/** The imports of non-test files from one module into another: from -> to -> the first `{ file, line, specifier }`. */
const moduleEdges = (modulesDir, parsed) => {
  const edges = new Map();
  for (const { file, line, specifier, from, to, computed } of importsOf(modulesDir, parsed)) {
    if (computed || from === to || isTestFile(file)) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, { file, line, specifier });
  }
  return edges;
};

/** The module cycles made by the imports of non-test files, each as `[a, b, ..., a]`. */
export const findModuleCycles = (modulesDir, parsed = readSourceImports(modulesDir)) => {
  const edges = moduleEdges(modulesDir, parsed);
  const cycles = [];
  const seen = new Set();
  const state = new Map(); // 1: on the current path, 2: done
  const visit = (node, path) => {
    state.set(node, 1);
    for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
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

/** For each step of a cycle (from `findModuleCycles`), an import that makes it: `{ file, line, specifier, reason }`. */
export const findCycleImports = (modulesDir, cycle, parsed = readSourceImports(modulesDir)) => {
  const edges = moduleEdges(modulesDir, parsed);
  return cycle.slice(1).map((to, index) => {
    const from = cycle[index];
    return { ...edges.get(from).get(to), reason: `${from} imports ${to}` };
  });
};

const runFromCommandLine = () => {
  const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../src');
  const modulesDir = join(srcDir, 'modules');
  const parsed = readSourceImports(srcDir); // once, for the three checks
  const deep = findDeepImports(modulesDir, parsed);
  const outside = findOutsideImports(srcDir, parsed);
  const cycles = findModuleCycles(modulesDir, parsed);
  for (const v of deep) console.error(`apps/api/src/modules/${v.file}:${v.line}: ${v.reason} ('${v.specifier}')`);
  for (const v of outside) console.error(`apps/api/src/${v.file}:${v.line}: ${v.reason} ('${v.specifier}')`);
  for (const cycle of cycles) {
    console.error(`module cycle: ${cycle.join(' -> ')}`);
    for (const v of findCycleImports(modulesDir, cycle, parsed)) {
      console.error(`  apps/api/src/modules/${v.file}:${v.line}: ${v.reason} ('${v.specifier}')`);
    }
  }
  const computed = [...deep, ...outside].filter((v) => v.reason === COMPUTED).length;
  const pastFace = deep.length + outside.length - computed;
  if (pastFace + computed > 0 || cycles.length > 0) {
    console.error(
      `${pastFace} import(s) past a module's face, ${computed} computed import(s), ${cycles.length} module cycle(s).`,
    );
    process.exit(1);
  }
  console.log('API module faces: every cross-module import goes through a face; no module cycle.');
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) runFromCommandLine();
