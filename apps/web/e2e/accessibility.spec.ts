import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/**
 * axe-core (WCAG 2.1 A and AA) on the main pages of every role: no serious or critical violation.
 * Contrast comes from the theme tokens, so a new page that uses them stays at 0; one that hard-codes
 * a pale grey shows up here with the offending selectors in the failure message.
 */
const PAGES: Record<string, string[]> = {
  anonymous: [
    'auth/login',
    'auth/zarejestruj',
    'auth/nie-pamietam-hasla',
    'strona/zlecenia-budowlane',
    '-2',
    'oferta',
    'kontakt',
    'polityka-prywatnosci',
    'aktualnosci/lista/kategoria/6',
    'aktualnosci/artykul/1',
    'strona/webinaria',
    'strona/forum-ekspertow',
    'odpowiedz-na-zaproszenie/krotki',
  ],
  klient: [
    '',
    'zlecenia',
    'moje-zlecenia',
    'nowe-zlecenie',
    'zlecenie/1',
    'zlecenie/1/rekomendacje',
    'firma/1',
    'inwestycje-mojej-firmy',
  ],
  subkonto: ['mapa-zlecen'],
  dotowany: ['', 'zlecenia', 'zaproszenia-do-zlecen'],
  wykonawca: ['zlecenie/1', 'ofertowane-zlecenia', 'wiadomosci/'],
  'dotowany-nowy': [''],
  superadmin: [
    'admin-panel/firmy/',
    'admin-panel/firmy/1/',
    'panel-redaktora/puls-budownictwa/artykuly',
    'panel-redaktora/puls-budownictwa/artykuly/1',
    'panel-redaktora/konferencja/agenda',
  ],
};

/** Waits until the page has its data: no request in flight and no spinner left. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('h1, h2, h3, .ant-result-title').first()).toBeVisible();
};

const seriousViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Experimental in axe, so off by default; WCAG 2.5.3 (label in name) is an A criterion all the same.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
};

for (const [role, pages] of Object.entries(PAGES)) {
  test(`axe: no serious or critical violation on the main pages of ${role}`, async ({ page }) => {
    // from the work: the login and each page, a page bounded by an expectation's guard (60 s) and its scan
    test.setTimeout(120_000 * (pages.length + 1));
    if (role !== 'anonymous') await signIn(page, role);
    for (const path of pages) {
      await page.goto(path);
      await settle(page);
      const violations = await seriousViolations(page);
      const total = violations.reduce((sum, v) => sum + v.nodes.length, 0);
      console.log(`axe\t${role}\t/v2/${path}\t${total}`);
      expect.soft(violations, `/v2/${path}`).toEqual([]);
    }
  });
}
