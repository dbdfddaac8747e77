import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readImports } from '../../../scripts/lib/read-imports.mjs';

/**
 * The web app's import direction, as in bulletproof-react: app -> features -> shared.
 * A feature imports no other feature and not the app; shared code (components, lib, config,
 * hooks) imports neither features nor the app; test support (testing) may render the app's
 * providers but imports no feature. Imports are read by TypeScript's parser
 * (scripts/lib/read-imports.mjs: static and type imports, re-exports, import(), require(),
 * vi.mock()); an import whose specifier is computed fails, since no one can tell which layer it
 * loads. Run by `npm run lint`; exits 1 on a violation.
 */

const SHARED = new Set(['components', 'lib', 'config', 'hooks']);
const SOURCE = /\.(ts|tsx|js|jsx|mjs)$/;
const COMPUTED = 'computed import: no one can tell which layer it loads; write the path as a string literal';

const toPosix = (path) => path.split(sep).join('/');

/** The layer a path (relative to src, posix) belongs to: `feature:<name>`, shared, testing or app. */
export const zoneOf = (path) => {
  const [top, second] = path.split('/');
  if (top === 'features' && second) return `feature:${second}`;
  if (SHARED.has(top)) return 'shared';
  if (top === 'testing') return 'testing';
  return 'app';
};

/** Why an import from zone `from` into zone `to` is not allowed, or null when it is. */
export const ruleBroken = (from, to) => {
  if (from === to || to === 'shared' || to === 'testing' || from === 'app') return null;
  // test renders wrap pages in the app's providers
  if (from === 'testing' && to === 'app') return null;
  return `${from} imports ${to}`;
};

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });

/** The import's target relative to src (posix), or null for packages. */
const targetOf = (srcDir, file, specifier) => {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  return toPosix(relative(srcDir, resolve(dirname(file), specifier)));
};

/**
 * Every import under `srcDir` that breaks the direction, or whose specifier is computed, as
 * `{ file, line, specifier, reason }`.
 */
export const findBoundaryViolations = (srcDir) =>
  [...readImports(sourceFiles(srcDir))].flatMap(([path, imports]) => {
    const file = toPosix(relative(srcDir, path));
    return imports.flatMap(({ line, specifier, computed }) => {
      if (computed) return [{ file, line, specifier, reason: COMPUTED }];
      const target = targetOf(srcDir, path, specifier);
      if (target === null || target.startsWith('..')) return [];
      const reason = ruleBroken(zoneOf(file), zoneOf(target));
      if (!reason) return [];
      return [{ file, line, specifier, reason }];
    });
  });

const runFromCommandLine = () => {
  const srcDir = join(dirname(fileURLToPath(import.meta.url)), '../src');
  const violations = findBoundaryViolations(srcDir);
  for (const v of violations) console.error(`src/${v.file}:${v.line}: ${v.reason} ('${v.specifier}')`);
  if (violations.length > 0) {
    const computed = violations.filter((v) => v.reason === COMPUTED).length;
    console.error(
      `${violations.length - computed} import(s) across web feature boundaries (app -> features -> shared), ${computed} computed import(s).`,
    );
    process.exit(1);
  }
  console.log('Web feature boundaries: no cross-feature or shared -> feature imports.');
};

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) runFromCommandLine();
