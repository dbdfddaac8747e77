import { companyBasicsSchema, investmentSummarySchema } from '@platform/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories/index.js';
import { useTestApp } from '../../test/use-test-app.js';
import { demoCompanies } from './company-test-helpers.js';

/**
 * The free tier (spec 1 and 6, the 'Oferta' page): a registered company with none of the services
 * that open company cards sees of another company only the header, the count and the total value of
 * its investments; the rest answers 403 'Usługa dostępna tylko w abonamencie'. Its own card stays whole.
 */
const t = useTestApp({ logins: ['subkonto', 'administrator'] });
let other: number;
let free: Record<string, string>;
let freeCompany: number;
beforeAll(async () => {
  other = (await demoCompanies(t.app)).client;
  // what registration makes: a CLIENT company admin without services
  const user = await buildUser(t.app.db, { availableServices: [] });
  freeCompany = user.companyId as number;
  free = await t.login(user.login);
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url: `/api/v2${url}`, headers });
const LOCKED = [
  '/numbers/districts',
  '/numbers/industries',
  '/numbers/sectors',
  '/numbers/statuses?status=ACTIVE',
  '/numbers/types',
  '/investments?sort=works_desc&page=0&size=3',
  '/offer/published',
];

describe('free tier on another company card', () => {
  it('gets the header of the card and nothing of its about data', async () => {
    const res = await get(`/companies/${other}/basics`, free);
    expect(res.statusCode, res.body).toBe(200);
    const basics = companyBasicsSchema.parse(res.json());
    expect(basics).toMatchObject({ id: other, headerMode: 'AUTHENTICATED', isOwnCompany: false, canEdit: false });
    for (const field of ['contact', 'address', 'description', 'gallery', 'scopes', 'offer', 'auctionLinks']) {
      expect(basics, field).not.toHaveProperty(field);
    }
  });

  it('gets the count and total value of the investments, the same as a paying user', async () => {
    const mine = await get(`/companies/${other}/numbers/total`, free);
    expect(mine.statusCode).toBe(200);
    const paying = await get(`/companies/${other}/numbers/total`, t.headers.subkonto);
    expect(investmentSummarySchema.parse(mine.json())).toEqual(paying.json());
    expect(mine.json().count).toBeGreaterThan(0);
  });

  it.each(LOCKED)('is refused %s with the subscription text', async (path) => {
    const res = await get(`/companies/${other}${path}`, free);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Usługa dostępna tylko w abonamencie' });
  });

  it.each(LOCKED)('leaves %s open to a paying user and to staff', async (path) => {
    for (const headers of [t.headers.subkonto, t.headers.administrator]) {
      expect((await get(`/companies/${other}${path}`, headers)).statusCode).toBe(200);
    }
  });

  it('sees its own company in full', async () => {
    const basics = (await get(`/companies/${freeCompany}/basics`, free)).json();
    expect(basics).toMatchObject({ isOwnCompany: true, canEditBasics: true });
    expect(basics).toHaveProperty('contact');
    expect((await get(`/companies/${freeCompany}/numbers/industries`, free)).statusCode).toBe(200);
    expect((await get(`/companies/${freeCompany}/investments?sort=works_desc`, free)).statusCode).toBe(200);
  });
});
