import { expect, test } from '@playwright/test';
import { ownCompany } from './own-data';
import { SCREENS, signIn } from './support';

/** A 2×2 PNG (a red square): enough for the browser to show it as an avatar. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test('administrator edits the company offer and publishes it', async ({ page, request }) => {
  // the journey's own company like klient's: its COMPANY_OFFER service is copied, its offer starts empty
  const company = await ownCompany(request, { like: 'klient' });
  await signIn(page, 'administrator');
  await page.goto(`admin-panel/firmy/${company.id}/oferta`);
  const editor = page.getByTestId('offer-editor');
  await expect(editor).toBeVisible();
  await page.getByLabel('Tytuł oferty').fill('Generalne wykonawstwo KRAMET');
  await page
    .getByRole('textbox', { name: 'Opis', exact: true })
    .fill('Budujemy obiekty mieszkalne i użyteczności publicznej.');
  await page.getByRole('button', { name: '+ Dodaj sekcję' }).click();
  const section = page.locator('[data-testid^="offer-section-"]').last();
  await section.getByLabel('Tytuł sekcji').fill('Nasze realizacje');
  await section.getByRole('textbox', { name: 'Opis sekcji' }).fill('Ponad 120 zakończonych inwestycji.');
  await section.getByRole('button', { name: '+ Dodaj film' }).click();
  await section.getByLabel('Adres filmu lub identyfikator').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await section.getByLabel('Tytuł filmu').fill('Budowa hali w Kielcach');
  await section.getByLabel('Opis filmu').fill('Od fundamentów do odbioru w 9 miesięcy.');
  await page.getByRole('button', { name: '+ Dodaj osobę kontaktową' }).click();
  await page.getByLabel('Imię i nazwisko').last().fill('Jan Testowy');
  await page.getByLabel('E-mail', { exact: true }).last().fill('jan.testowy@kramet.eu');
  const person = page.locator('[data-testid^="offer-person-"]').last();
  await person
    .locator('input[type=file]')
    .setInputFiles({ name: 'jan-testowy.png', mimeType: 'image/png', buffer: PNG });
  await expect(person.getByTestId('upload-item').locator('.ant-progress-status-success')).toBeVisible();
  await expect(person.locator('.offer-editor__avatar .ant-avatar img')).toBeVisible();
  await person.screenshot({ path: `${SCREENS}/company-offer-edit-person.png` });
  await section.screenshot({ path: `${SCREENS}/company-offer-edit-section.png` });
  await page.getByRole('button', { name: 'Zapisz szkic' }).click();
  await expect(page.getByText('Zapisano zmiany')).toBeVisible();
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page.getByText('Oferta została opublikowana')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/company-offer-edit.png`, fullPage: true });

  await page.goto(`firma/${company.id}`);
  await page.getByRole('tab', { name: 'Oferta' }).click();
  await expect(page.getByTestId('offer-view')).toContainText('Generalne wykonawstwo KRAMET');
  await expect(page.getByTestId('offer-view')).toContainText('Nasze realizacje');
  await expect(page.getByTestId('offer-view')).toContainText('Ponad 120 zakończonych inwestycji.');
  await expect(page.getByTestId('offer-view')).not.toContainText('<p>');
  await expect(page.getByTestId('offer-contacts')).toContainText('Jan Testowy');
  await expect(page.getByTestId('offer-contacts').getByRole('img', { name: 'Jan Testowy' })).toBeVisible();
  await expect(page.getByTestId('offer-view')).toContainText('Budowa hali w Kielcach');
  await expect(page.getByTestId('offer-view')).toContainText('Od fundamentów do odbioru w 9 miesięcy.');
  await expect(page.locator('iframe[title="Budowa hali w Kielcach"]')).toHaveAttribute('src', /dQw4w9WgXcQ/);
  await page.screenshot({ path: `${SCREENS}/company-offer.png`, fullPage: true });
});
