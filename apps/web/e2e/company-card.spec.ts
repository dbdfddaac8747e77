import { expect, test } from '@playwright/test';
import { apiLogin, SCREENS, signIn } from './support';

const OTHER_COMPANY = 5;

test.describe('company card', () => {
  test('a visitor sees the blurred card and no contact data reaches the page', async ({ page, request }) => {
    const tokens = await apiLogin(request, 'klient');
    const full = await (
      await request.get(`/api/v2/companies/${OTHER_COMPANY}/basics`, {
        headers: { Authorization: `Bearer ${tokens.accessToken}` },
      })
    ).json();
    const secrets: string[] = [
      ...full.contact.companyEmail.values,
      ...full.contact.companyPhones.values,
      String(full.description).slice(0, 60),
    ];
    const answers: string[] = [];
    page.on('response', async (r) => {
      if (r.url().includes('/api/v2/companies/')) answers.push(await r.text().catch(() => ''));
    });
    await page.goto(`firma/${OTHER_COMPANY}`);
    await expect(page.getByTestId('company-name')).toBeVisible();
    await expect(page.getByTestId('visitor-actions')).toBeVisible();
    await expect(page.getByTestId('visitor-sample')).toContainText('Zaloguj się, aby zobaczyć pełną e-wizytówkę firmy');
    await expect(page.getByRole('tab', { name: 'Bilans inwestycji' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('contact-block')).toHaveCount(0);
    const html = await page.content();
    for (const answer of answers) expect(answer).not.toMatch(/"contact"|"description"|companyEmail/);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(3);
      for (const text of [html, ...answers]) expect(text).not.toContain(secret);
    }
    await page.screenshot({ path: `${SCREENS}/company-card-visitor.png`, fullPage: true });
  });

  test('an invalid company id shows the invalid-id text', async ({ page }) => {
    await page.goto('firma/abc');
    await expect(page.getByText('Wystąpił błąd. Nieprawidłowy ID firmy.')).toBeVisible();
  });

  test('klient sees the full card and the statistics tabs with the voivodeship map', async ({ page }) => {
    await signIn(page, 'klient');
    await page.goto(`firma/${OTHER_COMPANY}`);
    await expect(page.getByTestId('user-actions')).toBeVisible();
    await expect(page.getByTestId('about-tab')).toBeVisible();
    await page.getByRole('button', { name: 'Pokaż kontakt' }).click();
    await expect(page.getByText('Telefon firmowy')).toBeVisible();
    await expect(page.getByTestId('investment-summary')).toContainText('zł');
    await page.screenshot({ path: `${SCREENS}/company-card-klient.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Bilans inwestycji' }).click();
    const tabs = [
      ['Branże', 'stats-industries'],
      ['Sektory i podsektory', 'stats-sectors'],
      ['Lokalizacja', 'stats-districts'],
      ['Status inwestycji', 'stats-statuses'],
      ['Typ', 'stats-types'],
    ] as const;
    for (const [label, testId] of tabs) {
      await page.getByRole('tab', { name: label, exact: true }).click();
      await expect(page.getByTestId(testId)).toBeVisible();
      if (testId === 'stats-districts') {
        await expect(page.locator('.district-map path.leaflet-interactive')).toHaveCount(16);
        await page.locator('.district-map path.leaflet-interactive[fill^="rgb(1"]').first().click({ force: true });
        await expect(page.locator('.district-popup')).toContainText('Liczba inwestycji');
      }
      await page.screenshot({ path: `${SCREENS}/company-stats-${testId.replace('stats-', '')}.png`, fullPage: true });
    }
    await expect(page.getByRole('link', { name: 'Zobacz inwestycje firmy' })).toHaveAttribute(
      'href',
      `/v2/inwestycje/szukaj?firma=${OTHER_COMPANY}`,
    );
  });
});
