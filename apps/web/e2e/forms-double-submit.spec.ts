import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request, test } from '@playwright/test';
import { bearer, offerPrices, ownContractor, ownRequester, publishOrder, startThread } from './own-data';
import { randomNip, signIn } from './support';

/**
 * The loop with double clicks on every submit and a reload in the middle (spec 8, idempotent writes;
 * spec 2, forms keep what was typed): registration, a message, a note, the order edited in two tabs
 * and the close are each double-clicked; every double click sends one submit's key and stores once,
 * the guard asks before typed text is left (a link, a reload), and the tab that saved second is
 * told to load the current version instead of overwriting the first.
 */
const SHOTS = process.env.E2E_SHOTS ?? 'e2e/.out/screens';
const STALE =
  'Ktoś zapisał zmiany w tym czasie (np. w innej karcie). Wczytaj aktualną wersję, aby nie nadpisać tamtych zmian.';
const NOT_SETTLEABLE = 'Zlecenia nie można zamknąć: wybierz oferty lub „bez wskazania” we wszystkich branżach.';

/** Desktop and phone; `phone: false` where the narrow layout would mount the form anew mid-journey. */
const shoot = async (page: Page, name: string, phone = true) => {
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  if (!phone) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
};

/** The states this journey adds (counter past the limit, the guard's question, the stale alert) stay at 0 serious axe violations. */
const expectNoSeriousViolations = async (page: Page, at: string) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect.soft(serious, at).toEqual([]);
};

/** The Idempotency-Key of every write the page sends to `path` (a double click: one key, however many sends). */
const keysOf = (page: Page, method: string, path: RegExp) => {
  const keys: string[] = [];
  const listen = (req: Request) => {
    if (req.method() === method && path.test(new URL(req.url()).pathname))
      keys.push(req.headers()['idempotency-key'] ?? '');
  };
  page.on('request', listen);
  return keys;
};

test('double clicks store once, typed text is never left silently, the second tab is told to reload', async ({
  page,
  request,
}) => {
  test.slow(); // three times the test timeout of playwright.config.ts

  // registration: a double click makes one account and no 'Taki login jest już zajęty.'
  const suffix = Date.now().toString().slice(-6);
  const registers = keysOf(page, 'POST', /\/auth\/register$/);
  await page.goto('auth/zarejestruj');
  await page.getByLabel('Nazwa firmy').fill(`Dwuklik ${suffix} Sp. z o.o.`);
  await page.getByLabel('NIP').fill(randomNip());
  await page.getByLabel('Kod pocztowy').fill('00-950');
  await page.getByLabel('Miejscowość').fill('Warszawa');
  await page.getByLabel('Imię').fill('Ewa');
  await page.getByLabel('Nazwisko').fill('Dwuklik');
  await page.getByLabel('E-mail').fill(`ewa.dwuklik.${suffix}@example.pl`);
  await page.getByLabel('Login').fill(`dwuklik${suffix}`);
  await page.getByLabel('Hasło', { exact: true }).fill('Bezpieczne1');
  await page.getByLabel('Powtórz hasło').fill('Bezpieczne1');
  // the consent link opens in a new tab, so the typed form stays
  await expect(page.getByRole('link', { name: 'regulamin i politykę prywatności' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await page.getByLabel(/Akceptuję/).check();
  await page.getByRole('button', { name: 'Zarejestruj się' }).dblclick();
  await expect(page.getByTestId('welcome-title')).toHaveText('Witaj, Ewa!');
  await expect(page.getByText('Taki login jest już zajęty.')).toHaveCount(0);
  expect(registers.length).toBeGreaterThan(0);
  expect(new Set(registers).size).toBe(1);

  // the journey's own requester (like klient) with an order in two industries (water installations,
  // heating) and its own contractor (like wykonawca) with its prices in both
  const requester = await ownRequester(request);
  const industries = [401, 402];
  const order = {
    id: await publishOrder(request, requester.token, {
      investmentId: requester.investment.id,
      industries,
      description: '<p>Zlecenie do podwójnych kliknięć.</p>',
    }),
    industries,
    headers: bearer(requester.token),
  };
  const contractor = await ownContractor(request, 'wykonawca', requester.investment.id, industries);
  const wykonawca = contractor.token;
  const conversationId = await startThread(request, wykonawca, order.id, industries);
  await offerPrices(
    request,
    wykonawca,
    conversationId,
    industries.map((industryId) => ({ industryId, priceNet: 100_000 })),
  );

  // a message: a text past the limit is kept whole and refused; a double click sends one message
  await signIn(page, contractor.admin.login);
  await page.goto(`wiadomosci/zlecenie/${order.id}/konwersacja/${conversationId}/`);
  const composer = page.getByTestId('composer');
  const box = composer.getByLabel('Treść wiadomości');
  await box.fill('a'.repeat(10_001));
  await expect(box).toHaveValue('a'.repeat(10_001));
  await expect(composer.getByTestId('text-counter')).toContainText('10 001 / 10 000');
  await expect(composer.getByRole('alert').first()).toHaveText('Wiadomość może mieć najwyżej 10000 znaków.');
  await shoot(page, 'composer-over-limit', false);
  await expectNoSeriousViolations(page, 'wiadomość ponad limit');
  const message = `Czy termin rozpoczęcia jest stały? ${suffix}`;
  await box.fill(message);
  // leaving with the typed message asks first; 'Zostań' keeps it
  await page.getByRole('link', { name: 'O nas' }).click();
  await expect(page.getByTestId('unsaved-changes-prompt')).toBeVisible();
  await shoot(page, 'unsaved-prompt', false);
  await expectNoSeriousViolations(page, 'pytanie o niezapisane zmiany');
  await page.locator('#unsaved-stay').click();
  await expect(box).toHaveValue(message);
  const messageKeys = keysOf(page, 'POST', /\/conversations\/\d+\/messages$/);
  await composer.getByRole('button', { name: 'Wyślij' }).dblclick();
  await expect(box).toHaveValue('');
  await page.reload();
  const stored = (await (
    await request.get(`/api/v2/conversations/${conversationId}`, { headers: bearer(wykonawca) })
  ).json()) as { messages: { text: string }[] };
  expect(stored.messages.filter((m) => m.text === message)).toHaveLength(1);
  expect(new Set(messageKeys).size).toBe(1);

  // a note: double-clicked 'Dodaj notatkę' stores one note, still one after a reload
  await signIn(page, requester.admin.login);
  await page.goto(`zlecenie/${order.id}/oferty`);
  const tab = page.getByTestId('offers-tab');
  await tab.getByText('według firm').click();
  const panel = tab.getByTestId('company-offers').locator('.ant-collapse-item').filter({ hasText: contractor.name });
  await panel.getByTestId('company-name').click();
  const notes = panel.getByTestId('offer-notes');
  const note = `Dobra cena, termin do potwierdzenia ${suffix}`;
  await notes.getByTestId('note-text').fill(note);
  await notes.getByTestId('note-save').dblclick();
  await expect(notes.getByTestId('offer-note').filter({ hasText: note })).toHaveCount(1);
  await page.reload();
  const noteList = (await (
    await request.get(`/api/v2/orders/${order.id}/offers/companies/${contractor.id}/notes?size=50`, {
      headers: order.headers,
    })
  ).json()) as { content: { text: string }[] };
  expect(noteList.content.filter((n) => n.text === note)).toHaveLength(1);

  // the order in two tabs: the first saves (double click: one save), the second is told to reload
  const second = await page.context().newPage();
  await second.goto(`edytuj-zlecenie/${order.id}`);
  await page.goto(`edytuj-zlecenie/${order.id}`);
  const scope = (p: Page) => p.getByLabel('Opis zakresu').first();
  await scope(page).fill(`Zakres z pierwszej karty ${suffix}`);
  // a reload in the middle asks first; staying keeps what was typed
  // (the reload waits for a navigation that staying cancels: the journey waits for the question instead)
  const asked = page.waitForEvent('dialog').then((dialog) => {
    expect(dialog.type()).toBe('beforeunload');
    return dialog.dismiss();
  });
  void page.reload().catch(() => undefined);
  await asked;
  await expect(scope(page)).toHaveValue(`Zakres z pierwszej karty ${suffix}`);
  const saves = keysOf(page, 'PUT', new RegExp(`/orders/${order.id}$`));
  await page.getByRole('button', { name: /Zapisz zmiany|Zapisz i zatwierdź/ }).dblclick();
  await expect(page.getByTestId('order-result-title')).toHaveText('Twoje zmiany zostały zapisane');
  await expect(page.getByText(STALE)).toHaveCount(0);
  expect(new Set(saves).size).toBe(1);
  const edited = (await (
    await request.get(`/api/v2/orders/${order.id}?editMode=true`, { headers: order.headers })
  ).json()) as { version: number };
  expect(edited.version).toBe(2);

  await scope(second).fill(`Zakres z drugiej karty ${suffix}`);
  await second.getByRole('button', { name: /Zapisz zmiany|Zapisz i zatwierdź/ }).click();
  await expect(second.getByTestId('stale-version')).toContainText(STALE);
  await expect(scope(second)).toHaveValue(`Zakres z drugiej karty ${suffix}`);
  await shoot(second, 'order-form-stale');
  await expectNoSeriousViolations(second, 'formularz zlecenia: nieaktualna wersja');
  await second.getByRole('button', { name: 'Wczytaj aktualną wersję' }).click();
  await expect(scope(second)).toHaveValue(`Zakres z pierwszej karty ${suffix}`);
  await second.close();

  // the close: a double click on the confirmation closes once, without the 'wybierz oferty' error
  for (const industryId of order.industries) {
    const decided = await request.put(
      `/api/v2/orders/${order.id}/offers/industries/${industryId}/without-indication?decision=SELECT`,
      { headers: order.headers },
    );
    expect(decided.status()).toBe(200);
  }
  await page.goto(`zlecenie/${order.id}/oferty`);
  await page.getByTestId('offers-tab').getByTestId('settle-order').click();
  const settles = keysOf(page, 'PUT', /\/settle$/);
  await page.locator('#settle-confirm').dblclick();
  await expect(page.getByTestId('offers-tab').getByTestId('order-settled')).toHaveText('Zlecenie zamknięte');
  await expect(page.getByText(NOT_SETTLEABLE)).toHaveCount(0);
  expect(new Set(settles).size).toBe(1);
});
