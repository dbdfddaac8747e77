import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';

/** 'Moje konto' → 'Dane konta': the caller's own name, position and phone (spec 6). */
const t = useTestApp();

const put = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v2/users/me/profile', headers, payload });
const VALID = { firstName: 'Anna', lastName: 'Nowak', position: 'kosztorysant', phone: '+48 600 100 200' };

describe('/users/me/profile', () => {
  it('saves the name, position and phone, storing the phone in the spec format', async () => {
    const user = await buildUser(t.app.db);
    const headers = await t.login(user.login);
    const saved = await put(headers, VALID);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      firstName: 'Anna',
      lastName: 'Nowak',
      position: 'kosztorysant',
      phone: '600 100 200',
    });
    const read = await t.app.inject({ url: '/api/v2/users/me/profile', headers });
    expect(read.json()).toEqual(saved.json());
    // the caller's name as every page reads it
    const me = await t.app.inject({ url: '/api/v2/users/me', headers });
    expect(me.json()).toMatchObject({ firstName: 'Anna', lastName: 'Nowak' });
  });

  it('keeps a landline in the spec format and clears empty fields', async () => {
    const user = await buildUser(t.app.db);
    const headers = await t.login(user.login);
    const landline = await put(headers, { ...VALID, phone: '0048 22 123 45 67' });
    expect(landline.json()).toMatchObject({ phone: '+48 (22) 123 45 67' });
    const cleared = await put(headers, { ...VALID, position: '  ', phone: '' });
    expect(cleared.json()).toMatchObject({ position: null, phone: null });
  });

  it('refuses a missing name and a wrong phone with the Polish messages, keeping what was stored', async () => {
    const user = await buildUser(t.app.db);
    const headers = await t.login(user.login);
    await put(headers, VALID);
    const noName = await put(headers, { ...VALID, firstName: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('Imię jest wymagane');
    const badPhone = await put(headers, { ...VALID, phone: 'zadzwoń' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.body).toContain('Numer powinien zawierać od 5 do 15 cyfr');
    const read = await t.app.inject({ url: '/api/v2/users/me/profile', headers });
    expect(read.json()).toMatchObject({ firstName: 'Anna', phone: '600 100 200' });
  });

  it('answers an anonymous caller 401', async () => {
    expect((await t.app.inject({ url: '/api/v2/users/me/profile' })).statusCode).toBe(401);
    expect((await put({}, VALID)).statusCode).toBe(401);
  });
});
