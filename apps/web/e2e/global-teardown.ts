import { rmSync } from 'node:fs';

/** Removes this run's server data folder (set by playwright.config.ts). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
