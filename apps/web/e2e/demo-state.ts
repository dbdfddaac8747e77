import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { compareDemoFingerprints, type DemoFingerprint, demoFingerprintSchema } from '@platform/shared';

/**
 * The demo data set's state before the first journey and after the last (global setup and teardown):
 * journeys that change data make their own objects (e2e/own-data.ts), so any demo row that changed
 * or went is a journey breaking that rule, and the run fails naming the row.
 */
const fingerprintFile = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return `${dir}-demo-fingerprint.json`;
};

export const readFingerprint = async (baseURL: string): Promise<DemoFingerprint> => {
  const response = await fetch(new URL('/api/test-data/demo-fingerprint', baseURL));
  if (!response.ok) throw new Error(`demo fingerprint: ${response.status} ${await response.text()}`);
  return demoFingerprintSchema.parse(await response.json());
};

export const saveFingerprint = (fingerprint: DemoFingerprint) =>
  writeFileSync(fingerprintFile(), JSON.stringify(fingerprint));

/** The lines of what changed since the saved fingerprint; none when the setup never saved one. */
export const demoChangesSince = (now: DemoFingerprint): string[] => {
  const file = fingerprintFile();
  if (!existsSync(file)) return [];
  return compareDemoFingerprints(demoFingerprintSchema.parse(JSON.parse(readFileSync(file, 'utf8'))), now);
};
