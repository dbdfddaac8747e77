import { companySearchPageSchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { buildCompany, validNip } from '../../test/factories/index.js';
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
    const company = await buildCompany(t.app.db, { name: 'Zakład Ślusarski Żółwiowscy Sp. z o.o.' });
    for (const text of ['zolwiowscy', 'ŻÓŁWIOWSCY', 'slusarski zolw']) {
      const page = await search(`/api/v2/companies/search?search=${encodeURIComponent(text)}`);
      expect(
        page.content.map((c) => c.id),
        text,
      ).toContain(company.id);
    }
  });

  it('finds a company by NIP, with or without dashes', async () => {
    const nip = validNip();
    const company = await buildCompany(t.app.db, { nip });
    const dashed = `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;
    for (const q of [nip, dashed]) {
      const page = await search(`/api/v2/companies/autocomplete?search=${q}`);
      expect(page.content[0]).toEqual({ id: company.id, name: company.name, nip });
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
