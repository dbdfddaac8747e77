import { companySearchPageSchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ logins: ['klient'] });
const headers = t.headers.klient;

const search = async (path: string) => {
  const res = await t.app.inject({ url: path, headers });
  expect(res.statusCode, res.body).toBe(200);
  return companySearchPageSchema.parse(res.json());
};

describe('company search and autocomplete', () => {
  it('finds companies by a part of the name, ignoring diacritics and case', async () => {
    const any = (await t.app.database.db.query.companies.findFirst({ where: (c, { eq }) => eq(c.deleted, false) }))!;
    const word = any.name.split(/\s+/).find((w) => w.length > 4) ?? any.name;
    const folded = word
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/ł/g, 'l');
    const page = await search(`/api/v2/companies/search?search=${encodeURIComponent(folded)}`);
    expect(page.content.map((c) => c.id)).toContain(any.id);
  });

  it('finds a company by NIP, with or without dashes', async () => {
    const any = (await t.app.database.db.query.companies.findFirst({ where: (c, { isNotNull }) => isNotNull(c.nip) }))!;
    const nip = any.nip!;
    const dashed = `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;
    for (const q of [nip, dashed]) {
      const page = await search(`/api/v2/companies/autocomplete?search=${q}`);
      expect(page.content[0]).toEqual({ id: any.id, name: any.name, nip });
    }
  });

  it('paginates in SQL', async () => {
    const first = await search('/api/v2/companies/search?search=&page=0&size=5');
    const second = await search('/api/v2/companies/search?search=&page=1&size=5');
    expect(first.content).toHaveLength(5);
    expect(first.totalElements).toBeGreaterThan(10);
    expect(first.content.map((c) => c.id)).not.toContain(second.content[0]!.id);
  });

  it('requires a login and refuses a bad page size', async () => {
    expect((await t.app.inject({ url: '/api/v2/companies/search?search=a' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v2/companies/search?size=1000', headers })).statusCode).toBe(400);
  });
});
