import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findBoundaryViolations } from './check-boundaries.mjs';

let root = '';

/** A throw-away src tree: { 'features/a/x.ts': 'source' }. */
const plant = (files) => {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
};

const reasons = (srcDir) => findBoundaryViolations(srcDir).map((v) => `${v.file}:${v.line} ${v.reason}`);

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('web feature boundary check', () => {
  it('passes on the real source tree', () => {
    expect(findBoundaryViolations(join(dirname(fileURLToPath(import.meta.url)), '../src'))).toEqual([]);
  });

  it('fails on a planted cross-feature import, aliased, relative or dynamic', () => {
    const src = plant({
      'features/orders/a.ts': "import { b } from '@/features/companies/b';\n",
      'features/orders/deep/c.tsx':
        "export { b } from '../../companies/b';\nconst l = () => import('@/features/companies/b');\n",
      'features/companies/b.ts': 'export const b = 1;\n',
    });
    expect(reasons(src)).toEqual([
      'features/orders/a.ts:1 feature:orders imports feature:companies',
      'features/orders/deep/c.tsx:1 feature:orders imports feature:companies',
      'features/orders/deep/c.tsx:2 feature:orders imports feature:companies',
    ]);
  });

  it('fails on a feature reaching another through every shape the parser reads', () => {
    const src = plant({
      'features/companies/b.ts': 'export const b = 1;\nexport type B = number;\n',
      'features/orders/template.tsx': 'const Page = lazy(() => import(`@/features/companies/b`));\n',
      'features/orders/multi-line.ts': "const load = () =>\n  import(\n    '../companies/b'\n  );\n",
      'features/orders/type-only.ts': "import type { B } from '@/features/companies/b';\n",
      'features/orders/type-of.ts': "type B = typeof import('../companies/b').b;\n",
      'features/orders/re-export.ts': "export * from '@/features/companies/b';\n",
      'features/orders/require.js': "const { b } = require('../companies/b');\n",
      'features/orders/page.test.tsx': [
        "vi.mock('@/features/companies/b', async () => ({",
        "  ...(await vi.importActual('@/lib/auth')),",
        '}));',
        '',
      ].join('\n'),
      'features/orders/not-imports.tsx': [
        "// import('@/features/companies/b')",
        'const text = "import { b } from \'@/features/companies/b\'";',
        "export const Hint = () => <p>Don't import('@/features/companies/b') here</p>;",
        '',
      ].join('\n'),
    });
    expect(reasons(src)).toEqual([
      'features/orders/multi-line.ts:3 feature:orders imports feature:companies',
      'features/orders/page.test.tsx:1 feature:orders imports feature:companies',
      'features/orders/re-export.ts:1 feature:orders imports feature:companies',
      'features/orders/require.js:1 feature:orders imports feature:companies',
      'features/orders/template.tsx:1 feature:orders imports feature:companies',
      'features/orders/type-of.ts:1 feature:orders imports feature:companies',
      'features/orders/type-only.ts:1 feature:orders imports feature:companies',
    ]);
  });

  it('fails on a computed import, naming file and line', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source's own template literal
    const templated = 'import(`@/features/${name}/page`)';
    const src = plant({
      'features/orders/a.ts': `const load = (name: string) =>\n  ${templated};\n`,
      'app/router.tsx': "const page = 'orders';\nconst l = () => import('@/features/' + page + '/page');\n",
      'testing/setup.ts': "const fs = await import('node:fs' as string);\n",
    });
    const computed = 'computed import: no one can tell which layer it loads; write the path as a string literal';
    expect(findBoundaryViolations(src)).toEqual([
      { file: 'app/router.tsx', line: 2, specifier: "import('@/features/' + page + '/page')", reason: computed },
      { file: 'features/orders/a.ts', line: 2, specifier: templated, reason: computed },
    ]);
  });

  it('fails when shared code imports a feature or the app', () => {
    const src = plant({
      'components/x.tsx': "import { b } from '@/features/companies/b';\n",
      'lib/y.ts': "import { routes } from '../app/router';\n",
    });
    expect(reasons(src)).toEqual([
      'components/x.tsx:1 shared imports feature:companies',
      'lib/y.ts:1 shared imports app',
    ]);
  });

  it('allows app -> features -> shared, and imports inside a feature', () => {
    const src = plant({
      'app/router.tsx': "import('@/features/orders/page');\nimport { x } from '@/components/x';\n",
      'features/orders/page.tsx':
        "import { x } from '@/components/x';\nimport { a } from '../orders/a';\nimport 'antd';\n",
      'testing/render.tsx': "import { AppProviders } from '@/app/providers';\n",
    });
    expect(reasons(src)).toEqual([]);
  });
});
