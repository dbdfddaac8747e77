import { expect, test } from '@playwright/test';
import { loginThroughUi, SCREENS } from './support';

test('klient follows a company, sets a note, sees "Obserwujesz" and unfollows', async ({ page }) => {
  await loginThroughUi(page, 'klient');
  await page.goto('firma/7');
  await page.getByTestId('follow-button').click();
  const dialog = page.getByRole('dialog', { name: 'Ustawienia obserwowania' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch')).toHaveCount(2);
  await dialog.getByLabel('Notatka').fill('Sprawdzony podwykonawca');
  await expect(dialog.getByTestId('note-counter')).toHaveText('23 / 1000');
  await page.screenshot({ path: `${SCREENS}/company-follow-dialog.png` });
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();

  const following = page.getByTestId('following-button');
  await expect(following).toHaveText('Obserwujesz');
  await following.hover();
  await expect(page.getByText('Kliknij, aby zmienić ustawienia obserwowania lub przestać obserwować.')).toBeVisible();

  await page.reload();
  await page.getByTestId('following-button').click();
  await expect(page.getByLabel('Notatka')).toHaveValue('Sprawdzony podwykonawca');
  await page.getByRole('button', { name: 'Przestań obserwować' }).click();
  await page.getByRole('button', { name: 'Tak', exact: true }).click();
  await expect(page.getByTestId('follow-button')).toHaveText('Obserwuj');
});
