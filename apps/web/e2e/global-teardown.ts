import { rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { demoChangesSince, readFingerprint } from './demo-state';

/**
 * After the last journey: fails the run when a journey changed or removed a demo row (naming each),
 * then removes this run's server data folder (set by playwright.config.ts).
 */
export default async function globalTeardown(config: FullConfig) {
  const dir = process.env.E2E_DATA_DIR;
  try {
    const baseURL = config.projects[0]?.use.baseURL;
    const changes = baseURL ? demoChangesSince(await readFingerprint(baseURL)) : [];
    if (changes.length > 0) {
      throw new Error(
        `Journeys changed the demo data, which other journeys read (make your own objects, e2e/own-data.ts):\n${changes
          .map((line) => `  ${line}`)
          .join('\n')}`,
      );
    }
  } finally {
    if (dir) {
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}-demo-fingerprint.json`, { force: true });
    }
  }
}
