import { expect, type Page, test } from '@playwright/test';
import { loginAs, SCREENS, signIn } from './support';

/** A 1x1 PNG: the main image goes through the real upload flow. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Picks `option` of a multiple select after typing `typed`, as a user does: clicks it, and looks for its
 * chip in the field. A click that lands while the list is being filtered is lost (the chip never comes),
 * so the user clicks once more; an option already chosen is never clicked again (that would drop it).
 */
const chooseLink = async (page: Page, label: string, typed: string, option: string) => {
  const select = page.getByLabel(label, { exact: true });
  const chip = page.locator('.ant-select', { has: select }).locator('.ant-select-selection-item', { hasText: option });
  await select.click();
  await select.fill(typed);
  await expect(async () => {
    if (!(await chip.isVisible())) {
      await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click({ timeout: 5_000 });
    }
    await expect(chip).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await page.keyboard.press('Escape');
};

test('superadmin schedules an article with an image, publishes it, and it shows on the category list and the dashboard', async ({
  page,
}) => {
  const title = `Nowe przepisy o odbiorach robót ${Date.now()}`;
  await signIn(page, 'superadmin');
  await page.goto('panel-redaktora/puls-budownictwa/artykuly');
  await page.getByRole('button', { name: 'Dodaj artykuł' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Tytuł').fill(title);
  await drawer
    .getByLabel('Lead (opis na karcie artykułu)')
    .fill('Od marca odbiory częściowe będą dokumentowane elektronicznie.');
  const body = drawer.getByRole('textbox', { name: 'Treść' });
  await body.click();
  await body.pressSequentially('Ministerstwo opublikowało projekt rozporządzenia.');
  await drawer.locator('input[type=file]').setInputFiles({ name: 'odbiory.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.getByAltText('Podgląd obrazu')).toBeVisible();
  await chooseLink(page, 'Kategorie', 'Puls', 'Puls budownictwa');
  await drawer.getByLabel('Zaplanuj publikację').check();
  await expect(drawer.getByText('Wpis pojawi się u czytelników sam o wybranej godzinie.')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/editorial-article-form.png`, fullPage: false });
  await drawer.getByRole('button', { name: 'Dodaj', exact: true }).click();

  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Zaplanowany')).toBeVisible();
  await page.goto('aktualnosci/lista/kategoria/6');
  await expect(page.getByRole('heading', { name: 'Puls budownictwa' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  await page.goto('panel-redaktora/puls-budownictwa/artykuly');
  await page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('button', { name: 'Edytuj' })
    .click();
  await expect(page).toHaveURL(/panel-redaktora\/puls-budownictwa\/artykuly\/\d+$/);
  await page.getByLabel('Opublikuj teraz').check();
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page).toHaveURL(/panel-redaktora\/puls-budownictwa\/artykuly$/);
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Opublikowany')).toBeVisible();

  await page.goto('aktualnosci/lista/kategoria/6');
  const card = page.locator('.article-card', { has: page.getByRole('link', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /odbiory/);
  await page.screenshot({ path: `${SCREENS}/editorial-category-list.png`, fullPage: true });
  await card.getByRole('link', { name: `Czytaj dalej: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Ministerstwo opublikowało projekt rozporządzenia.')).toBeVisible();

  // and on Mój dashboard of a subsidised company, in the industry news band
  await loginAs(page, 'dotowany');
  const band = page.locator('section.editorial-band');
  await expect(band.getByRole('link', { name: title }).first()).toBeVisible();
});

test('superadmin adds a webinar that appears on /strona/webinaria', async ({ page }) => {
  const title = `Kosztorysowanie robót instalacyjnych ${Date.now()}`;
  const next = new Date(Date.now() + 14 * 86_400_000);
  const day = `${String(next.getDate()).padStart(2, '0')}.${String(next.getMonth() + 1).padStart(2, '0')}.${next.getFullYear()}`;
  await signIn(page, 'superadmin');
  await page.goto('panel-redaktora/webinaria/webinaria');
  await page.getByRole('button', { name: 'Dodaj webinar' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Tytuł').fill(title);
  const when = drawer.getByLabel('Data i godzina');
  await when.click();
  await when.fill(`${day} 11:00`);
  // the picker's OK takes the typed moment (Enter would submit the form)
  await page.locator('.ant-picker-dropdown:visible').getByRole('button', { name: 'OK', exact: true }).click();
  await drawer.getByLabel('Link do rejestracji').fill('rejestracja.example.pl/kosztorysy');
  await drawer.getByLabel('Opublikuj teraz').check();
  await drawer.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Opublikowany')).toBeVisible();

  await page.goto('strona/webinaria');
  const upcoming = page.getByRole('region', { name: 'Nadchodzące webinaria' });
  await expect(upcoming.getByRole('heading', { name: title })).toBeVisible();
  await expect(upcoming.getByRole('link', { name: 'Zapisz się' }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/editorial-webinars.png`, fullPage: true });
});
