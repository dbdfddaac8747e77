import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest API test files, slowest first: measured on a fresh clone on the loaded 2-core machine
 * (seconds): bench-data (over 300), orders-map-counts 347, crash-safety 175, email-delivery 108,
 * login-limits 95, cache-and-limits 67, openapi-bad-input 67, seed 66; the median file takes ~10.
 */
export const SLOW_FILES = [
  'src/db/seed/bench-data.test.ts',
  'src/modules/orders-map/orders-map-counts.test.ts',
  'src/test/crash-safety.test.ts',
  'src/modules/notifications/email-delivery.test.ts',
  'src/modules/auth/login-limits.test.ts',
  'src/plugins/cache-and-limits.test.ts',
  'src/test/openapi-bad-input.test.ts',
  'src/db/seed/seed.test.ts',
];

const rank = (spec: TestSpecification) => {
  const i = SLOW_FILES.findIndex((file) => spec.moduleId.replaceAll('\\', '/').endsWith(`/${file}`));
  return i === -1 ? SLOW_FILES.length : i;
};

/**
 * Vitest starts the longest files first only once its results cache knows them; a fresh clone (CI)
 * has none, so it ran by file size and a 3-minute file started last, alone, while the other worker
 * idled. The known slow files start first, the rest in Vitest's own order.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
