import { expect, type Page, test } from '@playwright/test';
import { ownCompany } from './own-data';
import { apiLogin, fillInvitedPerson, loginAs, PASSWORD, SCREENS, signIn, userIdOf } from './support';

/** The row (desktop table) or card (phone list) of one person of 'Osoby w firmie'. */
const personOf = (page: Page, id: number) => page.getByTestId(`person-${id}`);

/**
 * 'Konta użytkowników' (spec 6: the company admin manages the company's accounts): the admin of the
 * journey's own company like klient's invites a colleague by e-mail, gives its colleague like
 * subkonto the offer-editing right and takes it back, then deactivates that colleague, whose open
 * tab is logged out at its next request; every change is in the history. Desktop and phone screenshots.
 */
test('a company admin invites a colleague, gives and takes a right, and deactivates a colleague who is logged out', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  const company = await ownCompany(request, { like: 'klient', colleagues: ['subkonto'] });
  const [subkonto] = company.colleagues;
  if (!subkonto) throw new Error('the company comes with its colleague like subkonto');
  const email = `kolega.${Date.now()}@demo-firma.example.pl`;

  // the colleague works in its own browser: the tab that deactivation must end
  const colleague = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const colleaguePage = await colleague.newPage();
  await loginAs(colleaguePage, subkonto.login);

  await signIn(page, company.admin.login);
  await page.goto('konta-uzytkownikow');
  await expect(page.getByRole('heading', { level: 1, name: 'Konta użytkowników' })).toBeVisible();

  // invite a colleague: a member at once, 'Zaproszony' until the link is used
  await page.getByRole('button', { name: 'Zaproś osobę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zaproś osobę do firmy' });
  await fillInvitedPerson(page, dialog, { firstName: 'Karol', lastName: 'Nowicki', email, phone: '+48 600 100 200' });
  await dialog.getByRole('button', { name: 'Zaproś' }).click();
  await expect(page.getByText(`Wysłaliśmy zaproszenie na adres ${email}.`)).toBeVisible();
  const invited = page.getByRole('row').filter({ hasText: email });
  await expect(invited).toContainText('Zaproszony');

  // give, then take, the offer-editing right
  const sub = personOf(page, subkonto.id);
  const offerEdit = sub.getByRole('checkbox', { name: 'Edycja oferty' });
  await expect(offerEdit).not.toBeChecked();
  await offerEdit.check();
  await expect(page.getByText('Uprawnienia zostały zapisane.').first()).toBeVisible();
  await expect(offerEdit).toBeChecked();
  // the history's newest row
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

  // deactivate the colleague: its open tab is logged out at its next request
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
  // and it cannot log in again (the login form tells why)
  await colleaguePage.getByLabel('Login').fill(subkonto.login);
  await colleaguePage.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await colleaguePage.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(colleaguePage.getByText('Konto jest nieaktywne.')).toBeVisible();
  await colleaguePage.screenshot({ path: `${SCREENS}/company-people-logged-out.png` });
  await colleague.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(personOf(page, subkonto.id)).toContainText('Dezaktywowane');
  await page.screenshot({ path: `${SCREENS}/company-people-phone.png`, fullPage: true });

  // reactivated, the colleague may log in again
  await personOf(page, subkonto.id).getByRole('button', { name: 'Aktywuj ponownie' }).click();
  await expect(page.getByText('Konto zostało ponownie aktywowane.')).toBeVisible();
  expect(userIdOf((await apiLogin(request, subkonto.login)).accessToken)).toBe(subkonto.id);
});
