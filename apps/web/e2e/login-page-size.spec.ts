import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { SCREENS } from './support';

const BUDGET = 200 * 1024;

/** Gzipped size of every script the page has loaded so far (as served, compressed here). */
const trackScripts = (page: import('@playwright/test').Page) => {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  return () => [...sizes.values()].reduce((a, b) => a + b, 0);
};

test('the login page loads less than 200 KB of gzipped JavaScript', async ({ page }) => {
  const total = trackScripts(page);
  await page.goto('auth/login');
  await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const atLoad = total();
  await page.screenshot({ path: `${SCREENS}/login.png`, fullPage: true });

  // typing and submitting loads the login call and the shared schema: count them too
  await page.getByLabel('Login').fill('klient');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByText('Hasło jest wymagane')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const afterSubmit = total();

  const report = { atLoadKiB: +(atLoad / 1024).toFixed(1), afterSubmitKiB: +(afterSubmit / 1024).toFixed(1) };
  writeFileSync('e2e/.out/login-page-js.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('login page JS (gzip):', report);
  expect(atLoad).toBeLessThan(BUDGET);
  expect(afterSubmit).toBeLessThan(BUDGET);
});
