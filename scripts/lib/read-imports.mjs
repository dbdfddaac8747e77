import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SyntaxKind } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

/**
 * Every module specifier of a set of files, read by TypeScript's own parser, for the boundary checks
 * (apps/api/scripts/check-module-faces.mjs, apps/web/scripts/check-boundaries.mjs). A parser, not a
 * line regex: a specifier on the line after `import(`, a template literal, a string in JSX text or a
 * comment are all read as the language reads them.
 *
 * Read: `import … from`, `import type`, side-effect `import '…'`, `export … from`, `import x =
 * require('…')`, `import('…')`, `require('…')`, `typeof import('…')` and the module mocks of vitest
 * (`vi.mock`, `vi.doMock`, `vi.unmock`, `vi.doUnmock`, `vi.importActual`, `vi.importMock`).
 * A string literal or a template literal without `${}` is read as its string, also under a type
 * assertion (`import('node:fs' as string)`, which keeps Node's types out of the web app's typecheck in
 * src/testing/setup-tests.ts). Any other argument is computed: the check cannot tell where it leads,
 * so it is returned as `{ computed: true, specifier: <the call's source> }` and the checks fail on it.
 *
 * TypeScript 7 parses in its native server; this talks to it through `typescript/unstable/*`
 * (the version is pinned in package.json; the checks' tests plant every shape, so an upgrade that
 * changes the API fails them). One server per call, over a virtual project of just these files:
 * no lib, no type packages, imports not followed.
 */

const MOCKS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock']);
const WRAPPERS = new Set([
  SyntaxKind.ParenthesizedExpression,
  SyntaxKind.AsExpression,
  SyntaxKind.SatisfiesExpression,
  SyntaxKind.TypeAssertionExpression,
  SyntaxKind.NonNullExpression,
]);
const LITERALS = new Set([SyntaxKind.StringLiteral, SyntaxKind.NoSubstitutionTemplateLiteral]);

/** The literal a specifier argument stands for, under any type assertion, or null. */
const literalOf = (node) => {
  let inner = node;
  while (inner && WRAPPERS.has(inner.kind)) inner = inner.expression;
  return inner && LITERALS.has(inner.kind) ? inner : null;
};

/** Whether a node is a call that loads a module: import(), require() or one of vitest's module mocks. */
const isLoadingCall = (node) => {
  if (node.kind !== SyntaxKind.CallExpression) return false;
  const callee = node.expression;
  if (callee.kind === SyntaxKind.ImportKeyword) return true;
  if (callee.kind === SyntaxKind.Identifier) return callee.text === 'require';
  return (
    callee.kind === SyntaxKind.PropertyAccessExpression &&
    callee.expression.kind === SyntaxKind.Identifier &&
    callee.expression.text === 'vi' &&
    MOCKS.has(callee.name.text)
  );
};

/** The specifier of a declaration or type that imports (`import`, `export … from`, `import x = require`, `typeof import`). */
const declaredSpecifierOf = (node) => {
  switch (node.kind) {
    case SyntaxKind.ImportDeclaration:
    case SyntaxKind.ExportDeclaration:
      return node.moduleSpecifier;
    case SyntaxKind.ImportEqualsDeclaration:
      return node.moduleReference.kind === SyntaxKind.ExternalModuleReference ? node.moduleReference.expression : null;
    case SyntaxKind.ImportType:
      return node.argument.kind === SyntaxKind.LiteralType ? node.argument.literal : null;
    default:
      return null;
  }
};

/** The imports of one parsed file: `{ line, specifier, computed }`, in source order. */
const importsOfSourceFile = (sourceFile) => {
  const found = [];
  const lineOf = (node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const readCall = (call) => {
    const [first] = call.arguments;
    const literal = first && literalOf(first);
    if (literal) found.push({ line: lineOf(literal), specifier: literal.text, computed: false });
    // vi.mock(import('./x.js')): the inner import() is read on its own
    else if (!(first && isLoadingCall(first))) {
      const source = call.getText(sourceFile).replace(/\s+/g, ' ');
      found.push({ line: lineOf(first ?? call), specifier: source, computed: true });
    }
  };
  const visit = (node) => {
    if (isLoadingCall(node)) readCall(node);
    else {
      const specifier = declaredSpecifierOf(node);
      if (specifier && LITERALS.has(specifier.kind)) {
        found.push({ line: lineOf(specifier), specifier: specifier.text, computed: false });
      }
    }
    node.forEachChild(visit);
  };
  visit(sourceFile);
  return found;
};

/** The imports of each file (absolute paths), as a Map from path to `{ line, specifier, computed }[]`. */
export const readImports = (paths) => {
  const result = new Map();
  if (paths.length === 0) return result;
  const configPath = join(tmpdir(), 'read-imports.tsconfig.json');
  const config = JSON.stringify({
    compilerOptions: { noLib: true, noResolve: true, types: [], allowJs: true, jsx: 'preserve', noEmit: true },
    files: paths,
  });
  const api = new API({ fs: { readFile: (file) => (file === configPath ? config : undefined) } });
  try {
    const program = api.updateSnapshot({ openProjects: [configPath] }).getProject(configPath)?.program;
    if (!program) throw new Error('read-imports: TypeScript did not open the virtual project');
    for (const path of paths) {
      const sourceFile = program.getSourceFile(path);
      if (!sourceFile) throw new Error(`read-imports: TypeScript did not parse ${path}`);
      result.set(path, importsOfSourceFile(sourceFile));
    }
  } finally {
    api.close();
  }
  return result;
};
