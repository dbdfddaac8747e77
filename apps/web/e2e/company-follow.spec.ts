import { expect, test } from '@playwright/test';
import { ownCompany } from './own-data';
import { mainNav, SCREENS, signIn } from './support';

test('klient follows a company, sets a note, sees "Obserwujesz" and unfollows', async ({ page, request }) => {
  // the journey's own follower (like klient) and followed company (like wykonawca's)
  const follower = await ownCompany(request, { like: 'klient' });
  const followed = await ownCompany(request, { like: 'wykonawca' });
  await signIn(page, follower.admin.login);
  await page.goto(`firma/${followed.id}`);
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

test("'Obserwowane firmy' lists the followed company with its note; unfollowing there empties the row", async ({
  page,
  request,
}) => {
  // the journey's own follower (a colleague like subkonto) and followed company (like wykonawca's)
  const follower = await ownCompany(request, { like: 'klient', colleagues: ['subkonto'] });
  const [subkonto] = follower.colleagues;
  if (!subkonto) throw new Error('the company comes with its colleague like subkonto');
  const followed = await ownCompany(request, { like: 'wykonawca' });
  await signIn(page, subkonto.login);
  await page.goto(`firma/${followed.id}`);
  await page.getByTestId('follow-button').click();
  const dialog = page.getByRole('dialog', { name: 'Ustawienia obserwowania' });
  await dialog.getByLabel('Notatka').fill('Dobre terminy na halach');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toBeHidden();

  // the top bar's 'Firmy' menu leads there; its submenu stays with the sticky bar when the page scrolls
  await mainNav(page).getByText('Firmy', { exact: true }).click();
  const entry = page.getByRole('menuitem', { name: 'Obserwowane firmy', exact: true });
  await expect(entry).toBeVisible();
  // measured within one task, before any re-alignment of the popup can run
  const shift = await entry.evaluate((item) => {
    const before = item.getBoundingClientRect().top;
    window.scrollBy(0, 120);
    return window.scrollY > 0 ? item.getBoundingClientRect().top - before : Number.NaN;
  });
  expect(shift).toBe(0);
  await entry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Obserwowane firmy' })).toBeVisible();
  const row = page.getByTestId('followed-company').filter({ hasText: 'Dobre terminy na halach' });
  await expect(row).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/followed-companies-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/followed-companies-phone.png`, fullPage: true });
  await row.getByRole('button', { name: 'Ustawienia' }).click();
  await page.getByRole('button', { name: 'Przestań obserwować' }).click();
  await page.getByRole('button', { name: 'Tak', exact: true }).click();
  await expect(page.getByTestId('followed-company').filter({ hasText: 'Dobre terminy na halach' })).toHaveCount(0);
});
