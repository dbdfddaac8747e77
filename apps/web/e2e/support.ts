import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo123!';
export const SCREENS = 'e2e/.out/screens';

export type TokenPair = { accessToken: string; refreshToken: string };
export type Me = { firstName: string; lastName: string; accountType: string };

/** Logs in through the login page and waits for the dashboard. */
export const loginThroughUi = async (page: Page, login: string) => {
  await page.goto('auth/login');
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page).toHaveURL(/\/v2\/$/);
  await expect(page.getByTestId('welcome-title')).toBeVisible();
};

/** Tokens straight from the API (for setting up a session or calling admin endpoints). */
export const apiLogin = async (request: APIRequestContext, login: string): Promise<TokenPair> => {
  const response = await request.post('/api/v1/auth/login', { data: { login, password: PASSWORD } });
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
