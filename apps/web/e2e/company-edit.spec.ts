import { expect, test } from '@playwright/test';
import { ownCompany } from './own-data';
import { randomNip, SCREENS, signIn } from './support';

test('klient edits its company: validation messages, then a valid save', async ({ page, request }) => {
  // the journey's own company like klient's (KRAMET), whose admin edits it
  const company = await ownCompany(request, { like: 'klient' });
  await signIn(page, company.admin.login);
  await page.goto(`admin-panel/firmy/${company.id}/`);
  const form = page.getByTestId('company-edit-form');
  await expect(form).toBeVisible();
  const save = page.getByRole('button', { name: 'Zapisz zmiany' });
  await expect(save).toBeDisabled();

  await page.getByLabel('NIP').fill('123');
  await page.getByLabel('Kod pocztowy').fill('1');
  await page.getByLabel('Facebook').fill('https://example.com/kramet');
  // the description is a rich-text editor; its limits count the plain text
  const description = page.getByRole('textbox', { name: 'Opis firmy' });
  await description.fill('Za krótki opis firmy.');
  await save.click();
  await expect(form.getByText('Opis musi zawierać pomiędzy 160 a 1500 znaków')).toBeVisible();
  await expect(form.getByText('NIP jest niepoprawny')).toBeVisible();
  await expect(form.getByText('Kod pocztowy jest niepoprawny')).toBeVisible();
  await expect(form.getByText('Adres powinien zawierać facebook.com')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/company-edit-form.png`, fullPage: true });

  // a valid NIP no other company holds
  await page.getByLabel('NIP').fill(randomNip());
  await page.getByLabel('Kod pocztowy').fill('03-000');
  await page.getByLabel('Facebook').fill('https://www.facebook.com/kramet');
  await page.getByLabel('Rok założenia').fill('2006');
  await description.fill(
    'KRAMET Sp. z o.o. od 2006 roku realizuje roboty ogólnobudowlane, konstrukcje żelbetowe i stalowe ' +
      'oraz instalacje dla inwestorów prywatnych i publicznych w województwie mazowieckim.',
  );
  await page.keyboard.press('Enter');
  await page
    .getByRole('toolbar', { name: 'Formatowanie: Opis firmy' })
    .getByRole('button', { name: 'Pogrubienie' })
    .click();
  await page.keyboard.type('Solidnie i na czas.');
  await page
    .getByTestId('rich-text-editor')
    .first()
    .screenshot({ path: `${SCREENS}/company-edit-description.png` });
  await save.click();
  await expect(page.getByText('Dane firmy zostały zapisane')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/v2/firma/${company.id}$`));

  await page.goto(`admin-panel/firmy/${company.id}/`);
  await expect(page.getByLabel('Rok założenia')).toHaveValue('2006');
  await expect(page.getByLabel('Facebook')).toHaveValue('https://www.facebook.com/kramet');
  await expect(description.locator('strong')).toHaveText('Solidnie i na czas.');
  await expect(description).not.toContainText('<p>');
});

test('klient (company admin) grants the company offer editing to a colleague; the logo upload is offered', async ({
  page,
  request,
}) => {
  // the journey's own company like klient's: its admin Jan Kowalski and colleague Anna Nowak (like subkonto)
  const company = await ownCompany(request, { like: 'klient', colleagues: ['subkonto'] });
  await signIn(page, company.admin.login);
  await page.goto(`admin-panel/firmy/${company.id}/`);
  await expect(page.getByTestId('company-logo-field')).toBeVisible();
  const users = page.locator('.ant-card').filter({ hasText: 'Użytkownicy firmy' });
  // the colleague's switch: the company admin holds the right itself (locked)
  await expect(users.getByRole('switch', { name: 'Edycja oferty firmy: Jan Kowalski' })).toBeDisabled();
  const toggle = users.getByRole('switch', { name: 'Edycja oferty firmy: Anna Nowak' });
  await expect(toggle).toBeVisible();
  const before = await toggle.getAttribute('aria-checked');
  await toggle.click();
  await expect(page.getByText('Zapisano zmiany').first()).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
  await page.screenshot({ path: `${SCREENS}/company-edit-users-logo.png`, fullPage: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', before ?? 'false');
});
