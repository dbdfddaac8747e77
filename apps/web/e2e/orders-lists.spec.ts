import { expect, test } from '@playwright/test';
import { ownCompany } from './own-data';
import { pickIndustry, SCREENS, signIn, visibleOption } from './support';

test('a contractor filters by industry and location, saves the filter and reloads it', async ({ page, request }) => {
  // the journey's own user like subkonto: it starts with no saved filters
  const company = await ownCompany(request, { like: 'klient', colleagues: ['subkonto'] });
  const [user] = company.colleagues;
  if (!user) throw new Error('the company comes with its colleague like subkonto');
  await signIn(page, user.login);
  await page.goto('zlecenia');
  await expect(page.getByRole('heading', { name: 'Zlecenia' })).toBeVisible();
  await expect(page.getByTestId('order-row').first()).toBeVisible();

  await page.getByTestId('filters-toggle').click();
  await pickIndustry(page, 'Generalne wykonawstwo');
  await expect(page).toHaveURL(/industries=1702/);

  await page.getByLabel('Lokalizacja').fill('Wrocław');
  await visibleOption(page, 'Wrocław').click();
  await expect(page).toHaveURL(/loc=c\d+/);
  await expect(page.getByTestId('filter-chips')).toContainText('Wrocław');
  await expect(page.getByTestId('filters-toggle')).toContainText('Filtry (2)');
  const rows = page.getByTestId('order-row');
  await expect(rows.first()).toContainText('Wrocław');
  await page.screenshot({ path: `${SCREENS}/orders-list-filtered.png`, fullPage: true });

  // a second location disables the distance with a tooltip; the same one again is refused
  await page.getByLabel('Lokalizacja').fill('Wrocław');
  await visibleOption(page, 'Wrocław').click();
  await expect(page.getByText('Lokalizacja już została dodana')).toBeVisible();

  await page.getByRole('button', { name: 'Zapisane filtry' }).click();
  await expect(page.getByRole('dialog').getByText('Brak zapisanych filtrów')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Zapisz filtr' }).click();
  const save = page.getByRole('dialog', { name: 'Zapisz filtr' });
  await save.getByRole('button', { name: 'Zapisz' }).click();
  await expect(save.getByText('Minimalna długość to 1 znak.')).toBeVisible();
  await save.getByLabel('Nazwa filtra').fill('Wrocław GW');
  await save.getByRole('button', { name: 'Zapisz' }).click();
  await expect(save).toBeHidden();

  // clear everything, then load the saved filter back; a reload keeps it
  await page.getByRole('button', { name: 'Usuń wszystkie filtry' }).click();
  await expect(page).not.toHaveURL(/industries=/);
  await page.getByRole('button', { name: 'Zapisane filtry' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Wrocław GW', exact: true }).click();
  await expect(page).toHaveURL(/industries=1702/);
  await page.reload();
  await expect(page.getByTestId('filter-chips')).toContainText('Wrocław');
  await expect(page.getByTestId('filter-chips')).toContainText('Generalne wykonawstwo');

  await page.getByRole('button', { name: 'Zapisane filtry' }).click();
  await page.getByRole('button', { name: 'Usuń filtr Wrocław GW' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Usuń' }).click();
  await expect(page.getByRole('dialog').getByText('Brak zapisanych filtrów')).toBeVisible();
});

test('dotowany sees the upsell and the disabled filters', async ({ page }) => {
  await signIn(page, 'dotowany');
  // a later page is refused to the free tier: back to page 1 with the upsell, not an endless spinner
  await page.goto('zlecenia?page=2');
  await expect(page).toHaveURL(/\/zlecenia$/);
  await expect(page.getByTestId('order-results')).toBeVisible();
  await expect(page.getByTestId('orders-upsell')).toContainText('Wypróbuj bez zobowiązań');
  // one upsell on the list: the shell's free-tier banner stays away here
  await expect(page.getByTestId('free-tier-banner')).toHaveCount(0);
  await expect(page.getByTestId('filters-toggle')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Zapisz filtr' })).toBeDisabled();
  await expect(page.getByLabel('Sortowanie')).toBeDisabled();
  await expect(page.locator('.ant-select-disabled')).toContainText('Front robót: najbliższy');
  await page.getByTestId('filters-toggle').hover({ force: true });
  await expect(page.getByRole('tooltip')).toContainText('Filtry są dostępne w pełnej wersji platformy.');
  await page.screenshot({ path: `${SCREENS}/orders-list-dotowany.png`, fullPage: true });
  await page.getByTestId('orders-upsell').getByRole('button', { name: 'Wypróbuj bez zobowiązań' }).click();
  await expect(page.getByRole('dialog')).toContainText('Przez 7 dni otrzymasz dostęp do 25 inwestycji');
});
