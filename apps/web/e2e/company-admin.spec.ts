import { expect, test } from '@playwright/test';
import { bearer, ownCompany, tokenOf } from './own-data';
import { loginAs, SCREENS } from './support';

test('administrator: the GUS lookup fails gracefully when the register cannot be reached', async ({ page }) => {
  // the e2e server has no GUS key, so the lookup fails on the server (502 GUS_ERROR)
  await loginAs(page, 'administrator');
  await page.goto('admin-panel/firmy/1/');
  const form = page.getByTestId('company-edit-form');
  await expect(form).toBeVisible();
  const name = await page.getByLabel('Nazwa firmy').inputValue();
  await page.getByRole('button', { name: 'Pobierz dane z GUS' }).click();
  await expect(page.getByText('Wystąpił błąd podczas pobierania danych GUS')).toBeVisible();
  await expect(page.getByLabel('Nazwa firmy')).toHaveValue(name);
  await expect(page.getByRole('button', { name: 'Zapisz zmiany' })).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/company-admin-gus-error.png`, fullPage: false });
  await page.getByRole('button', { name: 'Zakres działalności (branże i podsektory)' }).click();
  await expect(page.getByLabel('Podsektory firmy')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/company-admin-scopes.png`, fullPage: false });
});

test('administrator merges a duplicate company into another, then deletes it', async ({ page, request }) => {
  // the journey's own two companies: the duplicate takes part in an investment the merge moves
  const keep = await ownCompany(request, { like: 'klient' });
  const duplicate = await ownCompany(request, { like: 'klient', investments: 1 });
  const headers = bearer(await tokenOf(request, 'administrator'));

  await loginAs(page, 'administrator');
  await page.goto(`admin-panel/firmy/${keep.id}/`);
  await expect(page.getByTestId('company-edit-form')).toBeVisible();
  await page.getByLabel('ID duplikatu firmy').fill(String(duplicate.id));
  await page.getByRole('button', { name: 'Scal duplikat' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByText('Scalono firmy: przeniesiono 1 inwestycję, 1 użytkownika i 0 obserwacji.')).toBeVisible();
  const merged = await request.get(`/api/v2/companies/${duplicate.id}/basics`, { headers });
  expect(merged.status()).toBe(404);

  await page.getByRole('button', { name: 'Usuń firmę' }).click();
  // the merge's confirmation may still be leaving the page: the newest one is the last
  await page.getByRole('tooltip').getByRole('button', { name: 'Tak' }).last().click();
  await expect(page.getByText('Firma została usunięta.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-panel\/firmy\/?$/);
  const deleted = await request.get(`/api/v2/companies/${keep.id}/basics`, { headers });
  expect(deleted.status()).toBe(404);
});

test("administrator: the company's 'Inwestycje' dialog lists, changes and asks before dropping a change", async ({
  page,
}) => {
  await loginAs(page, 'administrator');
  await page.goto('admin-panel/firmy/1/');
  await expect(page.getByTestId('company-edit-form')).toBeVisible();
  await page.getByRole('button', { name: 'Inwestycje', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Inwestycje firmy' });
  const firstLink = dialog.getByRole('row').nth(1).getByRole('link');
  await expect(firstLink).toBeVisible();
  await expect(firstLink).toHaveAttribute('href', /\/v2\/-\d+$/);
  await page.screenshot({ path: `${SCREENS}/company-admin-investments.png`, fullPage: false });
  await dialog
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Zmień/ })
    .click();
  await dialog.getByLabel('Wartość udziału (zł)').fill('123456');
  await dialog.getByRole('button', { name: 'Zamknij' }).last().click();
  await expect(page.locator('.ant-modal-confirm-title', { hasText: 'Zapisać zmiany?' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/company-admin-investments-unsaved.png`, fullPage: false });
  await page.getByRole('button', { name: 'Nie', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Inwestycje', exact: true }).click();
  await expect(dialog.getByRole('row').nth(1).getByRole('link')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/company-admin-investments-phone.png`, fullPage: false });
});

test("administrator: the company's 'Osoby kontaktowe' dialog shows the offer's contact persons", async ({ page }) => {
  await loginAs(page, 'administrator');
  await page.goto('admin-panel/firmy/1/');
  await expect(page.getByTestId('company-edit-form')).toBeVisible();
  await page.getByRole('button', { name: 'Osoby kontaktowe', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Osoby kontaktowe firmy' });
  await expect(dialog.getByRole('button', { name: 'Dodaj osobę' }).or(dialog.getByRole('alert'))).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/company-admin-contact-persons.png`, fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/company-admin-contact-persons-phone.png`, fullPage: false });
});
