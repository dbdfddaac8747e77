import { companySearchPageSchema, investmentPageSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lemmasOf, searchTerms, withLemmas } from '../../lib/polish-lemmas.js';
import { buildCompany, buildInvestment } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { backfillSearchLemmas } from './search-lemmas.service.js';

const t = useTestApp({ logins: ['klient', 'administrator'] });

const get = async (url: string, headers = t.headers.klient) => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const companyIds = async (text: string) =>
  companySearchPageSchema
    .parse(await get(`/api/v2/companies/search?size=50&search=${encodeURIComponent(text)}`))
    .content.map((c) => c.id);
const investmentIds = async (text: string) =>
  investmentPageSchema
    .parse(
      await get(
        `/api/v2/investments?byMyCompany=false&size=50&search=${encodeURIComponent(text)}`,
        t.headers.administrator,
      ),
    )
    .content.map((i) => i.id);

describe('Polish lemmas (Hunspell with the Polish dictionary)', () => {
  it('gives the base forms of inflected words, proper names typed in lower case too', () => {
    expect(lemmasOf('hali')).toContain('hala');
    expect(lemmasOf('dachu')).toContain('dach');
    expect(lemmasOf('elewacji')).toContain('elewacja');
    expect(lemmasOf('krakowie')).toContain('kraków');
    expect(lemmasOf('Łodzi')).toContain('łódź');
    expect(lemmasOf('c30')).toEqual([]);
    // 'dach' starts 'dachu': it alone finds the same texts
    expect(searchTerms('Hali, dachu!', 8)).toEqual([['Hali', 'hala'], ['dach']]);
    expect(withLemmas('Naprawa dachu').split(' ')).toEqual(expect.arrayContaining(['Naprawa', 'dachu', 'dach']));
  });
});

describe('company and investment names in inflected forms', () => {
  it('finds a company by another case of a word of its name', async () => {
    const company = await buildCompany(t.app.db, { name: 'Hurtownia Elewacji Kraków Sp. z o.o.' });
    for (const text of ['Krakowie', 'krakowa', 'elewacja', 'hurtowni krakowie', 'Kraków']) {
      expect(await companyIds(text), text).toContain(company.id);
    }
    expect(await companyIds('elewacja Gdańsk')).not.toContain(company.id);
  });

  it('finds an investment by another case of a word of its name', async () => {
    const investment = await buildInvestment(t.app.db, { name: 'Budowa hali magazynowej w Krakowie' });
    for (const text of ['hala', 'hala magazynowa', 'Kraków', 'budowy']) {
      expect(await investmentIds(text), text).toContain(investment.id);
    }
  });

  it('fills the lemmas of rows saved before migration 0012 at start-up', async () => {
    const company = await buildCompany(t.app.db, { name: 'Hale Łodzi' });
    await t.app.db.execute(sql`update companies set name_lemmas = null where id = ${company.id}`);
    await t.app.db.execute(
      sql`update orders set search_lemmatised = false where id in (select id from orders limit 3)`,
    );
    expect(await companyIds('hala')).not.toContain(company.id);
    expect(await backfillSearchLemmas(t.app.db)).toBeGreaterThanOrEqual(4);
    expect(await companyIds('hala')).toContain(company.id);
    const left = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where not search_lemmatised`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});
