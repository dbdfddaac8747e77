import type { FullConfig } from '@playwright/test';
import { readFingerprint, saveFingerprint } from './demo-state';

/** Takes the demo data set's fingerprint once the server is up, before the first journey (e2e/demo-state.ts). */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('no baseURL in playwright.config.ts');
  saveFingerprint(await readFingerprint(baseURL));
}
