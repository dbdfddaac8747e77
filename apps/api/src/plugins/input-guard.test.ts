import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { demoCompanies } from '../modules/companies/testing.js';
import { countRows, expectError } from '../test/assertions.js';
import { useTestApp } from '../test/use-test-app.js';

const t = useTestApp({ logins: ['klient', 'administrator', 'superadmin'] });
const { klient, administrator, superadmin } = t.headers;

/** An error answer in the house shape, its text in Polish. */
const expectShape = (response: { statusCode: number; body: string }, status: number, code: string) => {
  expectError(response, status, code);
  const body = JSON.parse(response.body);
  expect(body).toEqual({ status, code, message: expect.stringMatching(/\S/) });
};

describe('text that PostgreSQL cannot store', () => {
  it('refuses a NUL anonymously in the login and the autocomplete query', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: 'a\u0000b', password: 'x' },
    });
    expectShape(login, 400, 'INVALID_CHARACTERS');
    expect(login.json().message).toBe('Tekst zawiera niedozwolone znaki.');
    expectShape(await t.app.inject({ url: '/api/v2/geolocation/autocomplete?text=%00' }), 400, 'INVALID_CHARACTERS');
  });

  it('refuses a NUL in an order, a company field and a follow note, storing nothing', async () => {
    const { client } = await demoCompanies(t.app);
    const orders = await countRows(t.app, 'orders');
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v2/orders/draft',
      headers: klient,
      payload: { title: 'Dach\u0000' },
    });
    expectShape(order, 400, 'INVALID_CHARACTERS');
    expect(await countRows(t.app, 'orders')).toBe(orders);
    const basics = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/companies/${client}/basics`,
      headers: administrator,
      payload: { name: 'Firma\u0000' },
    });
    expectShape(basics, 400, 'INVALID_CHARACTERS');
    const note = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/companies/${client}/following-settings`,
      headers: administrator,
      payload: { note: '\u0000' },
    });
    expectShape(note, 400, 'INVALID_CHARACTERS');
  });

  it('refuses a lone surrogate in the company offer (jsonb)', async () => {
    const { client } = await demoCompanies(t.app);
    const offer = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/companies/${client}/offer/draft`,
      headers: administrator,
      payload: { mainSection: { title: '\ud800x' } },
    });
    expectShape(offer, 400, 'INVALID_CHARACTERS');
  });
});

describe('request bodies', () => {
  it('refuses a saved filter nested 3,000 levels deep with 400, not a stack overflow', async () => {
    const payload = `{"type":"ALL","name":"x","filters":${'['.repeat(3000)}${']'.repeat(3000)}}`;
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user-filters',
      headers: { ...klient, 'content-type': 'application/json' },
      payload,
    });
    expectShape(deep, 400, 'JSON_TOO_DEEP');
  });

  it('answers malformed JSON, an empty body, a wrong type and a too large body in the error shape', async () => {
    const post = (payload: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': contentType },
        payload,
      });
    expectShape(await post('{"login":'), 400, 'MALFORMED_JSON');
    expectShape(await post('{"__proto__":{"x":1}}'), 400, 'MALFORMED_JSON');
    expectShape(await post(''), 400, 'EMPTY_JSON_BODY');
    expectShape(await post('login=a', 'application/x-www-form-urlencoded'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectShape(await post(`"${'a'.repeat(3 * 1024 * 1024)}"`), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('paths and headers', () => {
  it('reads path ids as decimal digits only', async () => {
    for (const id of ['0x1', '1e0', '+1', '%201', '0001', '1.0']) {
      const response = await t.app.inject({ url: `/api/v2/orders/${id}`, headers: klient });
      expectShape(response, 400, 'VALIDATION_ERROR');
      const company = await t.app.inject({ url: `/api/v2/companies/${id}/basics`, headers: klient });
      expect(company.json().message, id).toContain('Nieprawidłowy ID firmy');
    }
  });

  it('refuses every lenient id form on every operation with an id in its path', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, object> };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => /\{(\w*[iI]d)\}/.test(path))
      .flatMap(([path, item]) => Object.keys(item).map((method) => ({ method: method.toUpperCase(), path })));
    expect(operations.length).toBeGreaterThan(30);
    for (const { method, path } of operations) {
      for (const id of ['0x1', '1e0', '+1', '%201', '0001', '1.0']) {
        const url = path.replace(/\{\w*[iI]d\}/g, id).replace(/\{[^}]+\}/g, 'x');
        const body = method === 'GET' ? {} : { payload: {} };
        // the superadmin passes every guard (guards answer before validation), so the id is what is refused
        const response = await t.app.inject({ method: method as 'GET', url, headers: superadmin, ...body });
        expect(response.statusCode, `${method} ${url}`).toBe(400);
      }
    }
  });

  it('answers unfollowing an unknown company with 404', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/companies/999999/followers',
      headers: klient,
    });
    expectShape(response, 404, 'COMPANY_NOT_FOUND');
  });

  it('answers a path parameter over 100 characters with 414 in the error shape', async () => {
    expectShape(await t.app.inject({ url: `/api/v2/orders/${'1'.repeat(101)}` }), 414, 'URI_TOO_LONG');
  });

  it('answers headers over 16 KB with 431 in the error shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        path: '/api/health',
        headers: { 'x-big': 'a'.repeat(17 * 1024) },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expectShape(response, 431, 'HEADERS_TOO_LARGE');
  });
});
