import { expect, test } from '@playwright/test';
import { loginThroughUi, SCREENS } from './support';

test('administrator edits the company offer and publishes it', async ({ page }) => {
  await loginThroughUi(page, 'administrator');
  await page.goto('admin-panel/firmy/1/oferta');
  const editor = page.getByTestId('offer-editor');
  await expect(editor).toBeVisible();
  await page.getByLabel('Tytuł oferty').fill('Generalne wykonawstwo KRAMET');
  await page.getByLabel('Opis', { exact: true }).fill('Budujemy obiekty mieszkalne i użyteczności publicznej.');
  await page.getByRole('button', { name: '+ Dodaj sekcję' }).click();
  const section = page.locator('[data-testid^="offer-section-"]').last();
  await section.getByLabel('Tytuł sekcji').fill('Nasze realizacje');
  await section.getByLabel('Opis sekcji').fill('Ponad 120 zakończonych inwestycji.');
  await page.getByRole('button', { name: '+ Dodaj osobę kontaktową' }).click();
  await page.getByLabel('Imię i nazwisko').last().fill('Jan Testowy');
  await page.getByLabel('E-mail', { exact: true }).last().fill('jan.testowy@kramet.eu');
  await page.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(page.getByText('Zapisano zmiany')).toBeVisible();
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page.getByText('Oferta została opublikowana')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/company-offer-edit.png`, fullPage: true });

  await page.goto('firma/1');
  await page.getByRole('tab', { name: 'Oferta' }).click();
  await expect(page.getByTestId('offer-view')).toContainText('Generalne wykonawstwo KRAMET');
  await expect(page.getByTestId('offer-view')).toContainText('Nasze realizacje');
  await expect(page.getByTestId('offer-contacts')).toContainText('Jan Testowy');
  await page.screenshot({ path: `${SCREENS}/company-offer.png`, fullPage: true });
});
