import { describe, expect, it } from 'vitest';
import { FAILURE_PRESETS } from './api-failures';

describe('failure presets', () => {
  it('no two presets handle failures alike: a preset exists for a combination the callers use', () => {
    const seen = new Map<string, string>();
    for (const [name, handling] of Object.entries(FAILURE_PRESETS)) {
      const shape = JSON.stringify(Object.entries(handling).sort(([a], [b]) => a.localeCompare(b)));
      expect(seen.get(shape), `${name} handles failures as ${seen.get(shape)} does`).toBeUndefined();
      seen.set(shape, name);
    }
  });
});
