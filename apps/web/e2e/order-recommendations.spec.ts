import { expect, test } from '@playwright/test';
import { apiLogin, loginThroughUi } from './support';

const SHOTS = process.env.E2E_SHOTS ?? 'e2e/.out/screens';

/**
 * /zlecenie/:orderId/rekomendacje (spec 2.1, 2.8): the requester sees the companies recommended for
 * the order, why (the ranking's keys in order), their cards and e-mails, and invites one from there.
 */
test("the requester invites a recommended company from the card's 'Rekomendacje' tab", async ({ page, request }) => {
  test.setTimeout(180_000);
  const klient = await apiLogin(request, 'klient');
  const auth = { Authorization: `Bearer ${klient.accessToken}` };
  const released = (await (await request.get('/api/v2/orders/me?status=RELEASED&size=30', { headers: auth })).json())
    .content as { id: number }[];
  let orderId = 0;
  for (const { id } of released) {
    const found = await request.get(`/api/v2/orders/${id}/recommendations?companyDistance=75&workDistance=75`, {
      headers: auth,
    });
    if (found.ok() && (await found.json()).content.length > 0) {
      orderId = id;
      break;
    }
  }
  expect(orderId, 'a released order of klient with recommended companies').toBeGreaterThan(0);

  await loginThroughUi(page, 'klient');
  await page.goto(`zlecenie/${orderId}/rekomendacje`);
  await expect(page.getByRole('tab', { name: 'Rekomendacje', selected: true })).toBeVisible();
  const tab = page.getByTestId('order-recommendations');
  const first = tab.getByTestId('recommendation').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  await expect(first.getByTestId('recommendation-why')).toContainText('Kolejność: 1) ');
  const name = (await first.getByRole('link').first().innerText()).trim();
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /\/v2\/firma\/\d+$/);
  await page.screenshot({ path: `${SHOTS}/order-recommendations-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // nothing of the tab runs past a phone's width
  const wider = await tab.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > 391)
      .slice(0, 5)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
  );
  expect(wider).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/order-recommendations-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await first.getByRole('checkbox').check();
  await tab.getByRole('button', { name: 'Zaproś wybrane firmy (1)' }).click();
  await expect(page.getByText('Zaproszenia zostały wysłane')).toBeVisible();
  await page.getByRole('tab', { name: 'Zaproszone firmy' }).click();
  await expect(page.getByTestId('invited-companies').getByRole('row').filter({ hasText: name })).toBeVisible();
});
