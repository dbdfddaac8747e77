import { expect, test } from '@playwright/test';
import { ownContractor, ownRequester, publishOrder } from './own-data';
import { loginAs } from './support';

const SHOTS = process.env.E2E_SHOTS ?? 'e2e/.out/screens';

/** 'Instalacje wodno-kanalizacyjne', the industry of the journey's order. */
const PLUMBING = 401;

/**
 * /zlecenie/:orderId/rekomendacje (spec 2.1, 2.8): the requester sees the companies recommended for
 * the order, why (the ranking's keys in order), their cards and e-mails, and invites one from there.
 * The journey's own: a requester like klient with its order, and a contractor like wykonawca that
 * worked in the order's industry at the order's place (so it is recommended).
 */
test("the requester invites a recommended company from the card's 'Rekomendacje' tab", async ({ page, request }) => {
  const requester = await ownRequester(request);
  const site = requester.investment;
  const contractor = await ownContractor(request, 'wykonawca', site.id, [PLUMBING]);
  const orderId = await publishOrder(request, requester.token, {
    investmentId: site.id,
    industries: [PLUMBING],
  });

  await loginAs(page, requester.admin.login);
  await page.goto(`zlecenie/${orderId}/rekomendacje`);
  await expect(page.getByRole('tab', { name: 'Rekomendacje', selected: true })).toBeVisible();
  const tab = page.getByTestId('order-recommendations');
  const recommended = tab.getByTestId('recommendation').filter({ hasText: contractor.name });
  await expect(recommended).toBeVisible();
  await expect(recommended.getByTestId('recommendation-why')).toContainText('Kolejność: 1) ');
  const card = recommended.getByRole('link', { name: contractor.name });
  await expect(card).toHaveAttribute('href', new RegExp(`/v2/firma/${contractor.id}$`));
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

  await recommended.getByRole('checkbox').check();
  await tab.getByRole('button', { name: 'Zaproś wybrane firmy (1)' }).click();
  await expect(page.getByText('Zaproszenia zostały wysłane')).toBeVisible();
  await page.getByRole('tab', { name: 'Zaproszone firmy' }).click();
  await expect(
    page.getByTestId('invited-companies').getByRole('row').filter({ hasText: contractor.name }),
  ).toBeVisible();
});
