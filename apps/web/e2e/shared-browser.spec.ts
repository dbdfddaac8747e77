import { expect, type Page, type Response, test } from '@playwright/test';
import { loginThroughUi } from './support';

/** klient's own company (KRAMET): klient may edit it; anyone else sees it as another company. */
const KLIENT_COMPANY = 1;

/** Opens the card and answers its basics as the page received them (from the network or the browser's cache). */
const openCard = async (page: Page): Promise<Response> => {
  const basics = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/v2/companies/${KLIENT_COMPANY}/basics`,
  );
  await page.goto(`firma/${KLIENT_COMPANY}`);
  return basics;
};

/**
 * One computer, several people: the browser keeps nothing of a user's company card for the next
 * one (spec 4 "Session": logout ends everything of the session).
 */
test.describe('a shared browser', () => {
  test('after klient logs out, wykonawca sees its own view of the card, never klient’s', async ({ page }) => {
    await loginThroughUi(page, 'klient');
    const asKlient = await openCard(page);
    expect(await asKlient.json()).toMatchObject({ isOwnCompany: true, canEdit: true });
    const actions = page.getByTestId('user-actions');
    await expect(actions.getByRole('link', { name: 'Edytuj' })).toBeVisible();

    await page.getByTestId('user-name').click();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await expect(page).toHaveURL(/\/v2\/auth\/login$/);

    await loginThroughUi(page, 'wykonawca');
    const asWykonawca = await openCard(page);
    expect(await asWykonawca.json()).toMatchObject({ isOwnCompany: false, canEdit: false });
    await expect(actions.getByRole('button', { name: 'Kopiuj link' })).toBeVisible();
    await expect(actions.getByRole('button', { name: /^Obserwuj/ })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Edytuj' })).toHaveCount(0);
  });

  test('a visitor who logs in sees the full card, not the visitor’s stripped one', async ({ page }) => {
    const asVisitor = await openCard(page);
    expect(await asVisitor.json()).toMatchObject({ headerMode: 'UNAUTHENTICATED' });
    await expect(page.getByTestId('visitor-actions')).toBeVisible();

    await loginThroughUi(page, 'wykonawca');
    const loggedIn = await openCard(page);
    expect(await loggedIn.json()).toMatchObject({ headerMode: 'AUTHENTICATED' });
    await expect(page.getByTestId('user-actions')).toBeVisible();
    await expect(page.getByTestId('visitor-actions')).toHaveCount(0);
  });
});
