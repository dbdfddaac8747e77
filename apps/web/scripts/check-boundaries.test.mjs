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
