import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from '@playwright/test';

export const PASSWORD = 'Demo123!';
export const SCREENS = 'e2e/.out/screens';

export type TokenPair = { accessToken: string; refreshToken: string };
export type Me = { firstName: string; lastName: string; accountType: string; company: { id: number } | null };

/** Logs in through the login page and waits for the dashboard. */
export const loginThroughUi = async (page: Page, login: string) => {
  // A logged-in user is sent on from the login page, so another account starts from a clean session.
  if (page.url().startsWith('http')) await page.evaluate(() => window.localStorage.clear());
  await page.goto('auth/login');
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/v2\/$/);
  // a subsidised company gets "Mój dashboard", everyone else the start page with its greeting
  await expect(page.getByTestId('welcome-title').or(page.getByTestId('subsidised-dashboard'))).toBeVisible();
};

/**
 * Opens the app logged in as `login` without the login form: the session the form would store
 * (the token pair in local storage), then the start page with its greeting. The form itself has its
 * journeys (access.spec.ts, session.spec.ts); every other journey starts from here.
 */
export const loginAs = async (page: Page, login: string) => {
  await signIn(page, login);
  await page.goto('');
  await expect(page.getByTestId('welcome-title').or(page.getByTestId('subsidised-dashboard'))).toBeVisible();
};

/**
 * A second person at another desk: a browser context of its own, logged in as `login`, on `path`
 * (the start page unless given). Close its context when the person is done: its pages poll the server.
 */
export const asUser = async (browser: Browser, login: string, path?: string): Promise<Page> => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  if (path === undefined) await loginAs(page, login);
  else {
    await signIn(page, login);
    await page.goto(path);
  }
  return page;
};

/** Stores `login`'s session in the page's origin; the page's next navigation opens the app logged in. */
export const signIn = async (page: Page, login: string) => {
  const tokens = await apiLogin(page.request, login);
  // a page of the app's origin that runs no app code, whose local storage the app reads
  await page.goto('/api/ready');
  await page.evaluate(({ accessToken, refreshToken }) => {
    window.localStorage.clear();
    window.localStorage.setItem('accessToken', accessToken);
    window.localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
};

/** Tokens straight from the API (for setting up a session or calling admin endpoints). */
export const apiLogin = async (request: APIRequestContext, login: string, password = PASSWORD): Promise<TokenPair> => {
  const response = await request.post('/api/v1/auth/login', { data: { login, password } });
  expect(response.status()).toBe(200);
  return (await response.json()) as TokenPair;
};

export const apiMe = async (request: APIRequestContext, tokens: TokenPair): Promise<Me> => {
  const response = await request.get('/api/v2/users/me', {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Me;
};

/** The user id carried by an access token (the JWT subject). */
export const userIdOf = (accessToken: string): number => {
  const payload = accessToken.split('.')[1] ?? '';
  return Number(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sub);
};

/**
 * What a user waits for before looking: the page's requests done (none for 500 ms, Playwright's
 * network idle) and every running animation and transition ended (a drawer sliding in, a popup fading).
 */
export const settled = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
};

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Menu główne' });

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
/** A random NIP with a valid control digit, written 000-000-00-00. */
export const randomNip = (): string => {
  for (;;) {
    const digits = Array.from({ length: 9 }, (_, i) =>
      i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10),
    );
    const control = digits.reduce((sum, d, i) => sum + d * (NIP_WEIGHTS[i] ?? 0), 0) % 11;
    if (control === 10) continue;
    const s = [...digits, control].join('');
    return `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6, 8)}-${s.slice(8)}`;
  }
};

const twoDigits = (n: number) => String(n).padStart(2, '0');
/** A date `offset` days from today, as typed in the date pickers: dd.mm.yyyy. */
export const dayFromToday = (offset: number): string => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${twoDigits(d.getDate())}.${twoDigits(d.getMonth() + 1)}.${d.getFullYear()}`;
};
/** The month `offset` months from this one, as typed in the month pickers: mm.yyyy. */
export const monthFromNow = (offset: number): string => {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() + offset);
  return `${twoDigits(d.getMonth() + 1)}.${d.getFullYear()}`;
};

/** An option of the open antd select dropdown (the first one, or the first with `text`). */
export const visibleOption = (page: Page, text?: string | RegExp) => {
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  return (text === undefined ? options : options.filter({ hasText: text })).first();
};

/** Types both ends of the range picker inside the test id `section`. */
export const fillRange = async (page: Page, section: string, from: string, to: string) => {
  const inputs = page.getByTestId(section).locator('input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(from);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(to);
  await inputs.nth(1).press('Enter');
};

/** Chooses `industry` in the 'Wybierz branże' picker and waits until its dropdown has closed. */
export const pickIndustry = async (page: Page, industry: string) => {
  const picker = page.getByLabel('Wybierz branże');
  const chosen = page.locator('.ant-select', { has: picker }).filter({ hasText: industry });
  // The dropdown slides in and a click during the slide can be lost (seen on CI): pick again until
  // the choice shows, never clicking a chosen option a second time (that would remove it).
  await expect(async () => {
    if ((await chosen.count()) > 0) return;
    await picker.click();
    await picker.fill(industry);
    await page.locator('.ant-select-dropdown:visible').getByTitle(industry).click({ timeout: 5_000 });
    await expect(chosen).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
};

/**
 * Chooses the option `title` of the single select labelled `label` inside `scope`. A click while the
 * dropdown slides in (or while another one is closing) can be lost, so it tries until the choice shows.
 */
export const chooseOption = async (page: Page, scope: Locator, label: string, title: string) => {
  await expect(async () => {
    await scope.getByLabel(label).click();
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`)
      .click({ timeout: 2_000 });
    await expect(scope.getByTitle(title)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
};

export type Box = { x: number; y: number; width: number; height: number };
/**
 * Watches the menu item `name` frame by frame from now on. Resolves with its box when it is first seen (on screen,
 * not transparent), its box once it has rested for 10 frames, and whether any transform animation (a slide or
 * zoom) acted on it or a parent meanwhile. Start it before the click that opens the menu.
 */
export const watchMenuItem = (page: Page, name: string) =>
  page.evaluate(
    (name) =>
      new Promise<{ first: Box; settled: Box; slid: boolean }>((resolve) => {
        let first: Box | undefined;
        let slid = false;
        let last = '';
        let still = 0;
        const opacity = (e: Element) => {
          let o = 1;
          for (let n: Element | null = e; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
          return o;
        };
        const sliding = (e: Element) =>
          document.getAnimations().some((a) => {
            const effect = a.effect as KeyframeEffect | null;
            return (
              effect?.target instanceof Element &&
              effect.target.contains(e) &&
              effect.getKeyframes().some((k) => 'transform' in k)
            );
          });
        const frame = () => {
          const item = [...document.querySelectorAll('[role="menuitem"]')].find((e) => e.textContent?.trim() === name);
          const r = item?.getBoundingClientRect();
          const onScreen =
            r && r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
          if (item && r && onScreen && opacity(item) > 0) {
            const box = {
              x: Math.round(r.x),
              y: Math.round(r.y),
              width: Math.round(r.width),
              height: Math.round(r.height),
            };
            first ??= box;
            slid ||= sliding(item);
            still = JSON.stringify(box) === last ? still + 1 : 0;
            last = JSON.stringify(box);
            if (still >= 10) return resolve({ first, settled: box, slid });
          }
          requestAnimationFrame(frame);
        };
        frame();
      }),
    name,
  );

/**
 * Fills the order form's required parts as klient: its first investment, Jan Kowalski as the contact,
 * offer deadline in 2 to 20 days, work front in 1 to 4 months, service scope, one industry with
 * `quantity` m2. Answers the investment's name as the select shows it (with its place in brackets).
 */
export const fillOrderBasics = async (page: Page, industry: string, quantity: string) => {
  await page.getByLabel('Wybierz inwestycję').click();
  const investment = (await visibleOption(page).innerText()).trim();
  await visibleOption(page).click();
  await page.getByLabel('Osoba kontaktowa 1').click();
  await visibleOption(page, /Jan Kowalski/).click();
  await fillRange(page, 'section-offer-deadline', dayFromToday(2), dayFromToday(20));
  await fillRange(page, 'section-work-front', monthFromNow(1), monthFromNow(4));
  await page.getByText('Usługa wykonawcza', { exact: true }).click();
  await pickIndustry(page, industry);
  const params = page.getByTestId('industry-params');
  await params.getByLabel('Ilość').fill(quantity);
  await chooseOption(page, params, 'Jednostka', 'm2');
  return { investment, params };
};

/**
 * Fills the person of an invitation dialog ('Zaproś osobę do firmy', 'Zaproś nowego użytkownika'):
 * names, e-mail, phone and a position picked from its searchable list (typed, the first match taken
 * with Enter). The caller presses 'Zaproś'.
 */
export const fillInvitedPerson = async (
  page: Page,
  dialog: Locator,
  person: { firstName: string; lastName: string; email: string; phone: string },
) => {
  await dialog.getByLabel('Imię').fill(person.firstName);
  await dialog.getByLabel('Nazwisko').fill(person.lastName);
  await dialog.getByLabel('Adres e-mail').fill(person.email);
  await dialog.getByLabel('Telefon').fill(person.phone);
  await dialog.getByLabel('Stanowisko').fill('kierownik budowy');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTitle('kierownik budowy')).toBeVisible();
};
