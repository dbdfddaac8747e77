import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findCycleImports,
  findDeepImports,
  findModuleCycles,
  findOutsideImports,
  readSourceImports,
} from './check-module-faces.mjs';

let root = '';

/** A throw-away modules tree: { 'orders/x.ts': 'source' }. */
const plant = (files) => {
  root = mkdtempSync(join(tmpdir(), 'module-faces-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
};

const deep = (dir) => findDeepImports(dir).map((v) => `${v.file}:${v.line} ${v.specifier}`);

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('API module face check', () => {
  it('passes on the real source tree', () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '../src');
    const parsed = readSourceImports(src);
    expect(findDeepImports(join(src, 'modules'), parsed)).toEqual([]);
    expect(findModuleCycles(join(src, 'modules'), parsed)).toEqual([]);
    expect(findOutsideImports(src, parsed)).toEqual([]);
  });

  it('holds code outside the modules (app, plugins, tests) to the faces too', () => {
    const dir = plant({
      'modules/orders/index.ts': "export { loadOrder } from './order.service.js';\n",
      'modules/orders/testing.ts': "export { createOrder } from './order-test-helpers.js';\n",
      'modules/orders/order.service.ts': 'export const loadOrder = () => 1;\n',
      'modules/api-module.ts': 'export type ApiModule = unknown;\n',
      'app.ts':
        "import { loadOrder } from './modules/orders/index.js';\nimport type { ApiModule } from './modules/api-module.js';\n",
      'server.ts': "import { loadOrder } from './modules/orders/order.service.js';\n",
      'plugins/p.ts': "import { createOrder } from '../modules/orders/testing.js';\n",
      'test/factories/order.ts': "import { createOrder } from '../../modules/orders/testing.js';\n",
      'test/matrix.test.ts': "import { createOrder } from '../modules/orders/order-test-helpers.js';\n",
    });
    expect(
      findOutsideImports(dir)
        .map((v) => `${v.file}:${v.line} ${v.specifier}`)
        .sort(),
    ).toEqual([
      'plugins/p.ts:1 ../modules/orders/testing.js',
      'server.ts:1 ./modules/orders/order.service.js',
      'test/matrix.test.ts:1 ../modules/orders/order-test-helpers.js',
    ]);
  });

  it('fails on a planted deep import, static, multi-line, dynamic or mocked', () => {
    const dir = plant({
      'orders/index.ts': "export { loadOrder } from './order.service.js';\n",
      'orders/order.service.ts': 'export const loadOrder = () => 1;\n',
      'offers/a.ts': "import { loadOrder } from '../orders/order.service.js';\n",
      'offers/b.ts': "import {\n  loadOrder,\n} from '../orders/order.service.js';\n",
      'offers/c.ts': "const m = await import('../orders/order.service.js');\n",
      'offers/d.test.ts': "vi.mock('../orders/order.service.js');\n",
      'offers/sub/e.ts': "export { loadOrder } from '../../orders/order.service.js';\n",
    });
    expect(deep(dir)).toEqual([
      'offers/a.ts:1 ../orders/order.service.js',
      'offers/b.ts:3 ../orders/order.service.js',
      'offers/c.ts:1 ../orders/order.service.js',
      'offers/d.test.ts:1 ../orders/order.service.js',
      'offers/sub/e.ts:1 ../../orders/order.service.js',
    ]);
  });

  it('reads every shape of import with the parser: template literal, multi-line import(), type, require, mocks', () => {
    const dir = plant({
      'orders/index.ts': "export { loadOrder } from './order.service.js';\n",
      'orders/order.service.ts': 'export const loadOrder = () => 1;\n',
      'offers/template.ts': 'const m = await import(`../orders/order.service.js`);\n',
      'offers/multi-line.ts': "const m = await import(\n  '../orders/order.service.js'\n);\n",
      'offers/type-only.ts': "import type { loadOrder } from '../orders/order.service.js';\n",
      'offers/type-of.ts': "type Load = typeof import('../orders/order.service.js').loadOrder;\n",
      'offers/require.ts': "const { loadOrder } = require('../orders/order.service.js');\n",
      'offers/import-equals.ts': "import service = require('../orders/order.service.js');\n",
      'offers/actual.test.ts':
        "vi.mock('../orders/index.js', async () => ({\n  ...(await vi.importActual('../orders/order.service.js')),\n}));\n",
      'offers/mock-import.test.ts': "vi.mock(import('../orders/order.service.js'));\n",
      'offers/not-imports.ts': [
        "// import('../orders/order.service.js')",
        'const text = "import { x } from \'../orders/order.service.js\'";',
        "const note = 'zamówienia from '; // from 'Konta'",
        '',
      ].join('\n'),
    });
    expect(deep(dir)).toEqual([
      'offers/actual.test.ts:2 ../orders/order.service.js',
      'offers/import-equals.ts:1 ../orders/order.service.js',
      'offers/mock-import.test.ts:1 ../orders/order.service.js',
      'offers/multi-line.ts:2 ../orders/order.service.js',
      'offers/require.ts:1 ../orders/order.service.js',
      'offers/template.ts:1 ../orders/order.service.js',
      'offers/type-of.ts:1 ../orders/order.service.js',
      'offers/type-only.ts:1 ../orders/order.service.js',
    ]);
    expect(findDeepImports(dir).find((v) => v.file === 'offers/multi-line.ts')?.reason).toBe(
      'offers imports orders past its face (modules/orders/index.ts)',
    );
  });

  it('fails on a computed import, in a module or beside the modules, naming file and line', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted source's own template literal
    const templated = 'import(`../orders/${name}.js`)';
    const dir = plant({
      'modules/orders/index.ts': 'export const o = 1;\n',
      'modules/offers/a.ts': `const load = (name) =>\n  ${templated};\n`,
      'modules/offers/b.ts':
        "const name = './x.js';\nconst m = await import(\n  name\n);\nconst r = require('../' + name);\n",
      'modules/offers/c.test.ts': 'vi.mock(path);\n',
      'modules/offers/d.ts': "const fs = await import('node:fs' as string);\n",
      'plugins/p.ts': "const m = await import(['..', 'modules', 'orders', 'order.service.js'].join('/'));\n",
    });
    const computed = 'computed import: no one can tell which module it loads; write the path as a string literal';
    expect(findDeepImports(join(dir, 'modules'))).toEqual([
      { file: 'offers/a.ts', line: 2, specifier: templated, reason: computed },
      { file: 'offers/b.ts', line: 3, specifier: 'import( name )', reason: computed },
      { file: 'offers/b.ts', line: 5, specifier: "require('../' + name)", reason: computed },
      { file: 'offers/c.test.ts', line: 1, specifier: 'vi.mock(path)', reason: computed },
    ]);
    expect(findOutsideImports(dir)).toEqual([
      {
        file: 'plugins/p.ts',
        line: 1,
        specifier: "import(['..', 'modules', 'orders', 'order.service.js'].join('/'))",
        reason: computed,
      },
    ]);
  });

  it('lets faces, own files, shared code and (for tests) test faces through', () => {
    const dir = plant({
      'orders/index.ts': "export { loadOrder } from './order.service.js';\n",
      'orders/testing.ts': "export { createOrder } from './order-test-helpers.js';\n",
      'orders/order.service.ts': "import { db } from '../../db/client.js';\nexport const loadOrder = () => db;\n",
      'offers/offer.service.ts':
        "import { loadOrder } from '../orders/index.js';\nimport { x } from './offer.queries.js';\n",
      'offers/offer.test.ts': "import { createOrder } from '../orders/testing.js';\n",
      'offers/offer-test-helpers.ts': "import { createOrder } from '../orders/testing.js';\n",
    });
    expect(deep(dir)).toEqual([]);
    expect(findModuleCycles(dir)).toEqual([]);
  });

  it('refuses a test face to production code', () => {
    const dir = plant({ 'offers/offer.service.ts': "import { createOrder } from '../orders/testing.js';\n" });
    expect(deep(dir)).toEqual(['offers/offer.service.ts:1 ../orders/testing.js']);
  });

  it('fails on a planted cycle of faces, and not on one made only by tests', () => {
    const dir = plant({
      'orders/index.ts': "import { thread } from '../conversations/index.js';\nexport const o = thread;\n",
      'conversations/index.ts': "import { p } from '../offers/index.js';\nexport const thread = p;\n",
      'offers/index.ts': "import type { o } from '../orders/index.js';\nexport const p = 1;\n",
      'investments/index.ts': 'export const i = 1;\n',
      'companies/index.ts': 'export const c = 1;\n',
      'companies/c.test.ts': "import { i } from '../investments/index.js';\n",
      'investments/i.test.ts': "import { c } from '../companies/index.js';\n",
    });
    expect(findDeepImports(dir)).toEqual([]);
    expect(findModuleCycles(dir)).toEqual([['conversations', 'offers', 'orders', 'conversations']]);
  });

  it('fails on a cycle made through a dynamic import, template literal or multi-line', () => {
    const dir = plant({
      'orders/index.ts': 'export const o = async () => (await import(`../offers/index.js`)).p;\n',
      'offers/index.ts': "export const p = async () =>\n  (await import(\n    '../invitations/index.js'\n  )).i;\n",
      'invitations/index.ts': "import { o } from '../orders/index.js';\nexport const i = o;\n",
    });
    expect(findDeepImports(dir)).toEqual([]);
    const cycle = ['invitations', 'orders', 'offers', 'invitations'];
    expect(findModuleCycles(dir)).toEqual([cycle]);
    expect(findCycleImports(dir, cycle)).toEqual([
      { file: 'invitations/index.ts', line: 1, specifier: '../orders/index.js', reason: 'invitations imports orders' },
      { file: 'orders/index.ts', line: 1, specifier: '../offers/index.js', reason: 'orders imports offers' },
      { file: 'offers/index.ts', line: 3, specifier: '../invitations/index.js', reason: 'offers imports invitations' },
    ]);
  });
});
