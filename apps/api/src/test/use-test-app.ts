import { afterAll, beforeAll } from 'vitest';
import { createTestApp, loginAs, type TestApp } from './test-app.js';

export type Headers = Record<string, string>;

export type ApiTest<L extends string> = TestApp & {
  /**
   * Authorization headers of the logins asked for. Each object exists from the start and is filled
   * before the first test, so `const { klient } = t.headers` may sit at the top of a file.
   */
  headers: Record<L, Headers>;
  /** Logs any other user in (a factory-built one, say) and answers its headers. */
  login: (login: string, password?: string) => Promise<Headers>;
};

type Options<L extends string> = {
  logins?: readonly L[];
  /** Settings over the test defaults; a function when they are known only in an earlier beforeAll. */
  env?: Record<string, string> | (() => Record<string, string>);
};

/**
 * The head of an API test file: builds the app on its own copy of the seeded database before the
 * file's tests, logs the given users in and closes everything after them. The answer is filled in
 * place: read `app` inside hooks and tests, not at import time.
 */
export const useTestApp = <const L extends string = never>(options: Options<L> = {}): ApiTest<L> => {
  const logins = options.logins ?? [];
  const headers = Object.fromEntries(logins.map((login) => [login, {}])) as Record<L, Headers>;
  const test = { headers } as ApiTest<L>;
  test.login = async (login, password) => (await loginAs(test.app, login, password)).headers;
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? options.env() : options.env;
    Object.assign(test, await createTestApp(env));
    for (const login of logins) Object.assign(headers[login], await test.login(login));
  });
  afterAll(async () => {
    await test.close?.();
  });
  return test;
};
