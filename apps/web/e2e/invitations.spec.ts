import { expect, test } from '@playwright/test';
import { ownContractor, ownRequester } from './own-data';
import { asUser, fillOrderBasics, loginAs, SCREENS, visibleOption } from './support';

/** 'Instalacje wodno-kanalizacyjne', the industry of the journey's order. */
const PLUMBING = 401;

/**
 * Invitations (spec 2.7, 2.8): a requester invites two recommended companies in the add-order form; one of them finds
 * the invitation, opens the card and declines with a reason; the requester sees the answer on 'Zaproszone firmy'.
 * Everyone is the journey's own: a requester like klient with its investment, two contractors like wykonawca that
 * worked in the order's industry there (so the recommendations name them).
 */
test('a requester invites two recommended companies in the order form; one declines with a reason; the requester sees it', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  const requester = await ownRequester(request);
  const site = requester.investment;
  const decliner = await ownContractor(request, 'wykonawca', site.id, [PLUMBING]);
  const other = await ownContractor(request, 'wykonawca', site.id, [PLUMBING]);

  await loginAs(page, requester.admin.login);
  await page.goto('nowe-zlecenie');
  const invite = page.getByRole('button', { name: 'Zaproś polecane firmy' });
  await expect(invite).toBeDisabled();

  // the requester's only investment: its own
  const basics = await fillOrderBasics(page, 'Instalacje wodno-kanalizacyjne', '1');
  const investment = basics.investment.replace(/ \(.*\)$/, '');
  expect(investment).toBe(site.name);
  await page.getByText('Wszyscy zalogowani użytkownicy platformy').click();

  // the form's invite part: recommendations by the chosen investment and industry
  await expect(invite).toBeEnabled();
  await invite.click();
  const modal = page.getByRole('dialog', { name: 'Zaproś polecane firmy' });
  await expect(modal.getByText('Wysyłając zapytanie do wybranych firm udostępniasz im również')).toBeVisible();
  const recommended = (name: string) => modal.getByTestId('recommendation').filter({ hasText: name });
  await expect(recommended(decliner.name)).toBeVisible();
  await recommended(decliner.name).getByRole('checkbox').check();
  // and a second recommended company (the journey invites two)
  await recommended(other.name).getByRole('checkbox').check();
  await page.screenshot({ path: `${SCREENS}/invitations-form-modal.png` });
  await modal.getByRole('button', { name: 'Zaproś (2)' }).click();
  const chosen = page.getByTestId('chosen-companies');
  await expect(chosen).toContainText('Wybrane firmy (2/30)');
  await expect(chosen).toContainText(decliner.name);
  await expect(chosen).toContainText(other.name);
  await page.getByTestId('section-invite').screenshot({ path: `${SCREENS}/invitations-form-section.png` });

  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/v2\/orders$/.test(r.url()));
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  const orderId = ((await (await saved).json()) as { id: number }).id;
  await expect(page.getByTestId('order-result-title')).toHaveText('Twoje zlecenie zostało opublikowane');

  // the contractor: the invitation is listed, the card answers it
  const contractorPage = await asUser(browser, decliner.admin.login);
  await contractorPage.goto('zaproszenia-do-zlecen');
  await expect(contractorPage.getByTestId('order-row').filter({ hasText: investment })).toBeVisible();
  await contractorPage.goto(`zlecenie/${orderId}`);
  const band = contractorPage.getByTestId('invitation-band');
  await expect(band).toContainText('Twoja firma została zaproszona do złożenia oferty');
  await band.getByTestId('intent-WONT_BID').click();
  const decline = contractorPage.getByRole('dialog', { name: 'Nie złożę oferty' });
  const send = decline.getByRole('button', { name: 'Wyślij odpowiedź' });
  await expect(send).toBeDisabled();
  await decline.getByLabel('Zbyt duża odległość').check();
  await send.click();
  await expect(band).toContainText('Twoja odpowiedź: Nie złożę oferty — Zbyt duża odległość');
  await contractorPage.context().close();

  // the requester: the invited companies tab shows the answer
  await page.goto(`zlecenie/${orderId}`);
  await page.getByRole('tab', { name: 'Zaproszone firmy' }).click();
  const rows = page.getByTestId('invited-companies').getByRole('row');
  const row = rows.filter({ hasText: decliner.name });
  await expect(row).toContainText('Nie złożę oferty');
  await expect(row).toContainText('Zbyt duża odległość');
  await expect(rows.filter({ hasText: other.name })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/invitations-invited-tab.png`, fullPage: true });
});

/** Staff use the new finder (spec 2.1 `/nowy-algorytm`) (/nowy-algorytm) with 'cała Polska' and see who did such work. */
test("an administrator finds recommended companies on /nowy-algorytm with 'cała Polska'", async ({ page }) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  await loginAs(page, 'administrator');
  await page.goto('nowy-algorytm');
  await expect(page.getByRole('heading', { name: 'Nowa wyszukiwarka rekomendowanych firm' })).toBeVisible();
  const industries = page.getByRole('combobox', { name: 'Branże' });
  await expect(async () => {
    await industries.click();
    await industries.fill('Instalacje wodno-kanalizacyjne');
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle('Instalacje wodno-kanalizacyjne')
      .click({ timeout: 3_000 });
    await expect(page.getByTestId('finder-filters')).toContainText('Instalacje wodno-kanalizacyjne', {
      timeout: 1_000,
    });
  }).toPass();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Miejsce prac' }).fill('Warszawa');
  await visibleOption(page, /^Warszawa/).click();
  // the place's list must be gone (it animates out) before the distance's opens, or both are visible
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  // the work distance: the last option of the list, below the fold of the dropdown
  await page.getByRole('combobox', { name: 'Odległość od obszaru prac' }).click();
  await page.locator('.ant-select-dropdown:visible').hover();
  await page.mouse.wheel(0, 2_000);
  await page.locator('.ant-select-dropdown:visible').getByTitle('cała Polska').click();
  const results = page.getByTestId('finder-results');
  await expect(results).toContainText(/Rekomendowane firmy: \d+/);
  await expect(results).toContainText('WYKOBUD');
  await expect(results).toContainText('Dlaczego: Instalacje wodno-kanalizacyjne');
  await page.screenshot({ path: `${SCREENS}/finder-new-whole-poland.png`, fullPage: true });
});
