import { expect, type Page, test } from '@playwright/test';
import { apiLogin, SCREENS, signIn } from './support';

type OrderRow = { id: number; status: string };
type OrderBody = { id: number; description: string | null };

/**
 * The edit and copy forms hold the description in the Tiptap editor, which comes in its own chunk.
 * When the chunk arrived after the form (a slower connection; here delayed on purpose), the editor
 * made during that render was destroyed before React mounted it and the toolbar read the destroyed
 * editor: 'Ups... Coś poszło nie tak :(' with "Cannot read properties of null (reading 'cached')".
 */
test('the edit and copy forms open with the loaded description, however often they are loaded', async ({
  page,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts
  // one of klient's open orders that has a description
  const tokens = await apiLogin(request, 'klient');
  const headers = { Authorization: `Bearer ${tokens.accessToken}` };
  const list = await request.get('/api/v2/orders/me?status=RELEASED&size=100', { headers });
  expect(list.status()).toBe(200);
  let order: OrderBody | null = null;
  for (const row of ((await list.json()) as { content: OrderRow[] }).content) {
    const body = (await (await request.get(`/api/v2/orders/${row.id}`, { headers })).json()) as OrderBody;
    if (body.description?.trim()) {
      order = body;
      break;
    }
  }
  expect(order, 'klient ma opublikowane zlecenie z opisem').not.toBeNull();
  const { id, description } = order as OrderBody;
  // the first words of the stored description, as the editor shows them (without the tags)
  const words = (description ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .join(' ');

  const renderErrors: string[] = [];
  page.on('pageerror', (error) => renderErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Błąd renderowania|TypeError/.test(message.text()))
      renderErrors.push(message.text());
  });
  // the editor's chunk comes a little later than the rest, as on a slower connection
  await page.route(/\/assets\/rich-text-editor-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await route.continue();
  });
  await signIn(page, 'klient');

  const errorScreen = page.getByText('Ups... Coś poszło nie tak');
  const expectForm = async (heading: string, at: string) => {
    const editor = page.getByRole('textbox', { name: 'Opis zlecenia' });
    // the form with its loaded description, or the error screen: whichever comes
    await expect(editor.filter({ hasText: words }).or(errorScreen), at).toBeVisible();
    await expect(errorScreen, `${at}: ekran błędu zamiast formularza`).toHaveCount(0);
    await expect(page.getByRole('heading', { name: heading }), at).toBeVisible();
    // the counter counts the loaded text
    await expect(page.getByTestId('section-description').getByText(/^[1-9]\d* \/ 20000$/), at).toBeVisible();
    // a crash would come with the editor's first updates: two frames, after which React has run the
    // effects of the render that showed the form
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(errorScreen, `${at}: ekran błędu zamiast formularza`).toHaveCount(0);
    await expect(editor, at).toContainText(words);
    expect(renderErrors, at).toEqual([]);
  };

  for (let i = 1; i <= 6; i++) {
    await page.goto(`edytuj-zlecenie/${id}`);
    await expectForm('Edytuj zlecenie', `edycja, wczytanie ${i}`);
  }

  // what the user types stays in the editor (and is counted)
  const editor = page.getByRole('textbox', { name: 'Opis zlecenia' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Dopisek użytkownika.');
  await expect(editor).toContainText('Dopisek użytkownika.');
  await expect(editor).toContainText(words);
  await page.screenshot({ path: `${SCREENS}/orders-edit-reload.png`, fullPage: true });

  for (let i = 1; i <= 3; i++) {
    await page.goto(`nowe-zlecenie?order=${id}`);
    await expectForm('Dodaj zlecenie', `kopia, wczytanie ${i}`);
  }

  // 'Edytuj' on the order card, with the editor's chunk not loaded yet
  for (let i = 1; i <= 3; i++) {
    await openCardAndEdit(page, id);
    await expectForm('Edytuj zlecenie', `karta → Edytuj, ${i}`);
  }
});

const openCardAndEdit = async (page: Page, id: number) => {
  await page.goto(`zlecenie/${id}`);
  const card = page.getByTestId('order-card');
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Edytuj', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`edytuj-zlecenie/${id}$`));
};
