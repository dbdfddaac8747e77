import { type CompanyBasics, companyBasicsSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { validBasicsBody } from './company-edit.test-data.js';
import { demoCompanies } from './company-test-helpers.js';

const t = useTestApp({ logins: ['klient'] });
let companyId: number;
beforeAll(async () => {
  companyId = (await demoCompanies(t.app)).client;
});

const read = async (): Promise<CompanyBasics> => {
  const res = await t.app.inject({
    url: `/api/v2/companies/${companyId}/basics?editMode=true`,
    headers: t.headers.klient,
  });
  expect(res.statusCode, res.body).toBe(200);
  return companyBasicsSchema.parse(res.json());
};

const save = (payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/companies/${companyId}/basics`, headers: t.headers.klient, payload });

const version = async () =>
  Number(
    (await t.app.db.execute<{ version: number }>(sql`select version from companies where id = ${companyId}`)).rows[0]
      ?.version,
  );

/**
 * The PUT body made of the edit GET's own values, copied as answered (no re-formatting: the NIP as
 * ten digits, the turnover with its decimal point); only the shape differs (ids of the referenced rows).
 */
const bodyFrom = (b: CompanyBasics) => {
  const values = (v: { values: string[]; isLink: boolean } | undefined) => v ?? { values: [], isLink: false };
  return {
    name: b.name,
    nip: b.nip,
    formerName: b.formerName,
    description: b.description ?? null,
    turnover: b.turnover ?? null,
    established: b.established ?? null,
    isProducerOrSupplier: b.isProducerOrSupplier ?? false,
    address: {
      streetPrefix: b.address?.streetPrefix ?? null,
      streetName: b.address?.streetName ?? null,
      streetNo: b.address?.streetNo ?? null,
      apartmentNo: b.address?.apartmentNo ?? null,
      city: b.address?.city ?? null,
      provinceId: b.address?.province?.id ?? null,
      districtId: b.address?.district?.id ?? null,
      postOffice: b.address?.postOffice ?? null,
      zipCode: b.address?.zipCode ?? null,
      country: b.address?.country ?? 'PL',
    },
    contact: {
      companyEmail: values(b.contact?.companyEmail),
      recommendationEmail: values(b.contact?.recommendationEmail),
      companyPhones: values(b.contact?.companyPhones),
      www: b.contact?.www ?? null,
      facebook: b.contact?.facebook ?? null,
      instagram: b.contact?.instagram ?? null,
      linkedIn: b.contact?.linkedIn ?? null,
    },
    keywords: b.keywords ?? [],
    parentCompanyId: b.parentCompany?.id ?? null,
    daughterCompanyIds: (b.daughterCompanies ?? []).map((d) => d.id),
    version: b.version,
  };
};

/** What the card shows of the company, to compare before and after a save of unchanged data. */
const shown = ({ version: _version, ...b }: CompanyBasics) => b;

describe('the company edit round-trips its own data', () => {
  it("stores phones typed as '+48 600 100 200' in the spec's format", async () => {
    const body = await validBasicsBody(t.app, companyId);
    const res = await save({
      ...body,
      contact: { ...body.contact, companyPhones: { values: ['+48 600 100 200', '+48 22 123 45 67'], isLink: false } },
      version: await version(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read()).contact?.companyPhones.values).toEqual(['600 100 200', '+48 (22) 123 45 67']);
  });

  it('GET basics → PUT of the same values unchanged → 200, and the card reads the same', async () => {
    const before = await read();
    expect(before.nip).toMatch(/^\d{10}$/);
    expect(before.turnover).toBe('25.5');
    const res = await save(bodyFrom(before));
    expect(res.statusCode, res.body).toBe(200);
    expect(shown(await read())).toEqual(shown(before));
  });
});
