import { expect, test } from '@playwright/test';
import { apiLogin, loginAs, SCREENS } from './support';

test('dotowany-nowy: Mój dashboard of a fresh subsidised company shows every section and its empty states', async ({
  page,
  request,
}) => {
  await loginAs(page, 'dotowany-nowy');
  const header = page.getByTestId('dashboard-company-header');
  await expect(header).toContainText('Remonty i Wykończenia NOWBUD Katarzyna Wójcik');
  await expect(header).toContainText('Lublin');
  await expect(page.getByRole('heading', { level: 1, name: 'Mój dashboard' })).toBeVisible();
  const notice = page.getByTestId('dashboard-no-access');
  await expect(notice).toContainText('odblokujesz dostęp do zleceń');
  await expect(notice.getByRole('link', { name: 'Zgłoś zakresy branżowe' })).toBeVisible();
  await expect(page.getByTestId('dashboard-invitations')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-my-orders').getByTestId('dashboard-empty')).toHaveText(
    'Nie posiadasz jeszcze dodanych zleceń. Dodaj nowe zlecenie',
  );
  await expect(page.getByTestId('dashboard-offered-orders').getByTestId('dashboard-empty')).toHaveText(
    'Nie odpowiedziano jeszcze na żadne zapytanie ofertowe. Znajdź zlecenie',
  );
  await expect(page.getByTestId('dashboard-company-investments').getByTestId('dashboard-empty')).toHaveText(
    'Nie posiadasz jeszcze dodanych inwestycji. Nie odpowiedziano jeszcze na żadne zapytanie ofertowe',
  );
  const statistics = page.getByTestId('dashboard-statistics');
  await expect(statistics.getByText('Aktywne inwestycje').first()).toBeVisible();
  // the counters of the API, in the French number format
  const tokens = await apiLogin(request, 'dotowany-nowy');
  const answer = await request.get('/api/v2/dashboard/statistics', {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  const counters = (await answer.json()) as { investments: { activeInvestments: number } };
  await expect(statistics.getByTestId('dashboard-counter-activeInvestments').first()).toContainText(
    counters.investments.activeInvestments.toLocaleString('fr-FR'),
  );
  await expect(page.getByTestId('dashboard-contact').getByRole('link', { name: /^\+48/ })).toBeVisible();
  await expect(page.getByTestId('dashboard-contact').getByRole('link', { name: /@/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/dashboard-subsidised-fresh.png`, fullPage: true });

  await page.getByRole('button', { name: 'Rozpocznij darmowy okres próbny' }).click();
  const trial = page.getByRole('dialog', { name: 'Wypróbuj pełną wersję bez zobowiązań' });
  await expect(trial).toContainText('Przez 7 dni otrzymasz dostęp do 25 inwestycji i 25 e-wizytówek firm.');
  await trial.getByRole('button', { name: 'Zamknij' }).last().click();
  await expect(trial).toBeHidden();

  await page.getByTestId('dashboard-my-orders').getByRole('link', { name: 'Dodaj nowe zlecenie' }).click();
  await expect(page).toHaveURL(/\/v2\/nowe-zlecenie$/);
});

test('dotowany: Mój dashboard lists its orders and the investments of its company, without the notice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'dotowany');
  await expect(page.getByTestId('dashboard-company-header')).toContainText('Instal-Tech Marek Kamiński');
  const investments = page.getByTestId('dashboard-company-investments');
  await expect(investments.getByRole('link', { name: 'Dodaj zlecenie' })).toHaveCount(3);
  await expect(page.getByTestId('dashboard-my-orders').getByRole('listitem').first()).toContainText(
    'Termin składania ofert',
  );
  await expect(page.getByTestId('dashboard-no-access')).toHaveCount(0);
  // the demo invites its company to up to 3 orders it has not opened yet (fewer in the small test data)
  const deadlines = page.getByTestId('dashboard-invitations').getByText(/^Termin składania ofert:/);
  await expect(deadlines.first()).toBeVisible();
  expect(await deadlines.count()).toBeLessThanOrEqual(3);
  await page.screenshot({ path: `${SCREENS}/dashboard-subsidised-phone.png`, fullPage: true });
  const first = investments.getByRole('listitem').first().getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/v2\/-\d+$/);
  await expect(page.getByRole('heading', { name: name.trim() })).toBeVisible();
});

test('klient: the work queue lists what waits and leads to its full screens', async ({ page }) => {
  await loginAs(page, 'klient');
  await expect(page.getByTestId('subsidised-dashboard')).toHaveCount(0);
  const queue = page.getByTestId('work-queue');
  await expect(queue.getByRole('heading', { name: 'Do zrobienia' })).toBeVisible();
  for (const id of [
    'queue-unapproved',
    'queue-deadline-this-week',
    'queue-unread-offers',
    'queue-invitations',
    'queue-unread-messages',
    'queue-followed-investments',
  ]) {
    await expect(queue.getByTestId(id)).toBeVisible();
  }
  // klient opens with unread questions on its orders (README)
  const unread = queue.getByTestId('queue-unread-messages');
  await expect(unread.getByText(/Nieprzeczytane: \d+/).first()).toBeVisible();
  // offers on klient's released orders nobody has read yet (the seed README's demo offers)
  const offers = queue.getByTestId('queue-unread-offers');
  await expect(offers.getByText(/Firmy z nowymi ofertami: \d+/).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/dashboard-work-queue.png`, fullPage: true });
  await offers.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/v2\/zlecenie\/\d+\/oferty$/);
  await page.goBack();
  await unread.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/v2\/wiadomosci\/inwestycja\/\d+/);
  await page.goBack();
  await queue.getByTestId('queue-unapproved').getByRole('link', { name: 'Moje zlecenia' }).click();
  await expect(page).toHaveURL(/\/v2\/moje-zlecenia/);
});

test('administrator: no work queue, the links to the staff panels', async ({ page }) => {
  await loginAs(page, 'administrator');
  await expect(page.getByTestId('work-queue')).toHaveCount(0);
  await page.getByTestId('dashboard-link-admin').click();
  await expect(page).toHaveURL(/\/v2\/admin-panel\/$/);
});
