import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/** Polish as users read it: counts, amounts in zł, e-mails, names in Polish order (desktop and phone). */
const SHOTS = process.env.E2E_SHOTS ?? 'e2e/.out/screens';
const PHONE = { width: 390, height: 844 };
const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
};

test('staff read the e-mails signed by Zespół Platformy Budowlanej, greeted without a name, counted in Polish', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'superadmin');
  await page.goto('emaile');
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(/^\d[\d\u00a0]* (wiadomość|wiadomości)$/);
  await shoot(page, 'emails-list');
  // the welcome e-mail by its subject: the other journeys' e-mails may have pushed it off the first page
  await page.getByLabel('Szukaj w temacie lub adresie').fill('Witamy na Platformie Budowlanej');
  await page.getByRole('button', { name: 'Witamy na Platformie Budowlanej' }).first().click();
  await page.getByRole('tab', { name: 'Tekst' }).click();
  const text = page.locator('.email-preview-text');
  await expect(text).toContainText('Dzień dobry,');
  await expect(text).toContainText('Zespół Platformy Budowlanej');
  await shoot(page, 'emails-preview');
});

test("a company's statistics by voivodeship are in Polish order, with every amount in zł", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'klient');
  await page.goto('firma/5');
  await expect(page.getByTestId('investment-summary')).toContainText(/zł/);
  await page.getByRole('tab', { name: 'Bilans inwestycji' }).click();
  await page.getByRole('tab', { name: 'Lokalizacja', exact: true }).click();
  const stats = page.getByTestId('stats-districts');
  await expect(stats).toBeVisible();
  await expect(stats).toContainText('zł');
  await shoot(page, 'company-stats-districts');
});

test('the offer page counts the trial in Polish', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('oferta');
  await expect(page.getByRole('heading', { name: 'Wypróbuj przez 7 dni bez zobowiązań' })).toBeVisible();
  await expect(page.getByText('Przez 7 dni otrzymasz dostęp do 25 inwestycji i 25 e-wizytówek firm.')).toBeVisible();
  await shoot(page, 'offer-page');
});
