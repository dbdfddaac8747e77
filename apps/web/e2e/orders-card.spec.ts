import { expect, test } from '@playwright/test';
import { SCREENS, signIn } from './support';

test('an anonymous visitor opens an order card and sees the limited view with the call to register', async ({
  page,
}) => {
  await page.goto('zlecenie/1');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveAttribute('data-view', 'UNAUTHENTICATED');
  await expect(page.getByTestId('order-title')).toHaveText(/^Zlecenie nr 1/);
  await expect(page.getByTestId('register-call')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Inwestycja' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('order-contacts')).toHaveCount(0);
  await expect(page.getByTestId('order-qr')).toHaveAttribute('height', '128');
  await page.screenshot({ path: `${SCREENS}/orders-card-limited.png`, fullPage: true });

  await page.goto('zlecenie/abc');
  await expect(page.getByText('Nieprawidłowy ID zlecenia')).toBeVisible();
});

test('klient sees the full card with its tabs, copies the link and opens the investment page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'klient');
  await page.goto('zlecenie/1');
  await expect(page.getByTestId('order-card')).toHaveAttribute('data-view', 'EDITOR');
  await expect(page.getByTestId('order-contacts')).toBeVisible();
  await expect(page.getByTestId('order-statistics')).toContainText('Wyświetlenia');
  // the editor's offers tab (spec 2.8) is open to it
  await expect(page.getByRole('tab', { name: 'Oferty' })).toHaveAttribute('aria-disabled', 'false');
  await page.getByRole('button', { name: 'Kopiuj link' }).click();
  await expect(page.getByText('Skopiowano link')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/orders-card-full.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Inwestycja' }).click();
  await expect(page).toHaveURL(/zlecenie\/1\/inwestycja$/);
  await expect(page.getByTestId('investment-details')).toBeVisible();

  await page.goto('-2');
  await expect(page.getByTestId('investment-name')).toBeVisible();
  await expect(page.getByTestId('investment-company').first()).toBeVisible();
  await expect(page.getByTestId('investment-orders')).toContainText('Zlecenie nr 1');
  await page.screenshot({ path: `${SCREENS}/orders-investment-page.png`, fullPage: true });

  await page.goto('inwestycje-mojej-firmy');
  await expect(page.getByTestId('my-investment').first()).toBeVisible();
});
