import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiLogin, apiMe, loginThroughUi, SCREENS, userIdOf } from './support';

/** The row (desktop table) or card (phone list) of one person of 'Osoby w firmie'. */
const personOf = (page: Page, id: number) => page.getByTestId(`person-${id}`);

/** Reactivates the person through the API as klient, the company admin (a no-op when active). */
const reactivate = async (request: APIRequestContext, userId: number) => {
  const tokens = await apiLogin(request, 'klient');
  const me = await apiMe(request, tokens);
  const response = await request.put(`/api/v2/companies/${me.company?.id}/people/${userId}/active`, {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
    data: { active: true },
  });
  expect([204, 409]).toContain(response.status());
};

/**
 * 'Konta użytkowników' (spec 6: the company admin manages the company's accounts): klient, the admin
 * of the demo company, invites a colleague by e-mail, gives subkonto the offer-editing right and takes
 * it back, then deactivates subkonto, whose open tab is logged out at its next request; every change
 * is in the history. Desktop and phone screenshots.
 */
test('a company admin invites a colleague, gives and takes a right, and deactivates a colleague who is logged out', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  const subkontoId = userIdOf((await apiLogin(request, 'subkonto')).accessToken);
  try {
    const email = `kolega.${Date.now()}@demo-firma.example.pl`;

    // subkonto works in its own browser: the tab that deactivation must end
    const colleague = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const colleaguePage = await colleague.newPage();
    await loginThroughUi(colleaguePage, 'subkonto');

    await loginThroughUi(page, 'klient');
    await page.goto('konta-uzytkownikow');
    await expect(page.getByRole('heading', { level: 1, name: 'Konta użytkowników' })).toBeVisible();

    // invite a colleague: a member at once, 'Zaproszony' until the link is used
    await page.getByRole('button', { name: 'Zaproś osobę' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zaproś osobę do firmy' });
    await dialog.getByLabel('Imię').fill('Karol');
    await dialog.getByLabel('Nazwisko').fill('Nowicki');
    await dialog.getByLabel('Adres e-mail').fill(email);
    await dialog.getByLabel('Telefon').fill('+48 600 100 200');
    await dialog.getByLabel('Stanowisko').fill('kierownik budowy');
    await page.keyboard.press('Enter');
    await expect(dialog.getByTitle('kierownik budowy')).toBeVisible();
    await dialog.getByRole('button', { name: 'Zaproś' }).click();
    await expect(page.getByText(`Wysłaliśmy zaproszenie na adres ${email}.`)).toBeVisible();
    const invited = page.getByRole('row').filter({ hasText: email });
    await expect(invited).toContainText('Zaproszony');

    // give, then take, the offer-editing right
    const sub = personOf(page, subkontoId);
    const offerEdit = sub.getByRole('checkbox', { name: 'Edycja oferty' });
    await expect(offerEdit).not.toBeChecked();
    await offerEdit.check();
    await expect(page.getByText('Uprawnienia zostały zapisane.').first()).toBeVisible();
    await expect(offerEdit).toBeChecked();
    // the history's newest row (journeys before this one may have left older rows of the same change)
    const newestChange = page
      .locator('.ant-card')
      .filter({ hasText: 'Historia członkostwa' })
      .locator('tbody tr.ant-table-row')
      .first();
    await expect(newestChange).toContainText('Nadanie uprawnienia: Edycja oferty');
    await offerEdit.uncheck();
    await expect(offerEdit).not.toBeChecked();
    await expect(newestChange).toContainText('Odebranie uprawnienia: Edycja oferty');
    await page.screenshot({ path: `${SCREENS}/company-people.png`, fullPage: true });

    // deactivate subkonto: its open tab is logged out at its next request
    await sub.getByRole('button', { name: 'Dezaktywuj' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Dezaktywuj' }).click();
    await expect(page.getByText('Konto zostało dezaktywowane.')).toBeVisible();
    await expect(sub).toContainText('Dezaktywowane');
    await expect(newestChange).toContainText('Dezaktywacja konta');

    // its next request: the shell's unread-messages poll (every 10 s) may make it first, on a busy
    // machine before the test opens 'Moje konto'; either way the tab lands on the login page
    const sessionEnded = colleaguePage.getByTestId('session-ended');
    await expect(async () => {
      if (await sessionEnded.isVisible()) return;
      await colleaguePage.getByTestId('user-name').click({ timeout: 5_000 });
      await colleaguePage.getByRole('menuitem', { name: 'Moje konto', exact: true }).click({ timeout: 5_000 });
      await expect(sessionEnded).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 120_000 });
    await expect(colleaguePage).toHaveURL(/\/auth\/login/);
    await expect(colleaguePage.getByTestId('session-ended')).toContainText('Sesja wygasła');
    // and it cannot log in again
    await colleaguePage.getByLabel('Login').fill('subkonto');
    await colleaguePage.getByLabel('Hasło', { exact: true }).fill('Demo123!');
    await colleaguePage.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(colleaguePage.getByText('Konto jest nieaktywne.')).toBeVisible();
    await colleaguePage.screenshot({ path: `${SCREENS}/company-people-logged-out.png` });
    await colleague.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(personOf(page, subkontoId)).toContainText('Dezaktywowane');
    await page.screenshot({ path: `${SCREENS}/company-people-phone.png`, fullPage: true });

    // reactivated, subkonto may log in again (and the demo data stays as other journeys expect it)
    await personOf(page, subkontoId).getByRole('button', { name: 'Aktywuj ponownie' }).click();
    await expect(page.getByText('Konto zostało ponownie aktywowane.')).toBeVisible();
    expect(userIdOf((await apiLogin(request, 'subkonto')).accessToken)).toBe(subkontoId);
  } finally {
    // every later journey logs in as subkonto: a failure above must not leave it deactivated
    await reactivate(request, subkontoId);
  }
});
