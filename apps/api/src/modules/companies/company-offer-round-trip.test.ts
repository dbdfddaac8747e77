import { type CompanyOffer, companyOfferSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp({ logins: ['administrator'] });
/** Companies of the demo data with a seeded offer: photos, files, videos and contact persons. */
let offers: { company_id: number; version: 'DRAFT' | 'PUBLISHED' }[];
beforeAll(async () => {
  offers = (
    await t.app.db.execute<{ company_id: number; version: 'DRAFT' | 'PUBLISHED' }>(
      sql`select company_id, version from company_offers order by company_id, version limit 6`,
    )
  ).rows;
});

const path = (o: (typeof offers)[number]) =>
  `/api/v2/companies/${o.company_id}/offer/${o.version === 'DRAFT' ? 'draft' : 'published'}`;

const read = async (o: (typeof offers)[number]): Promise<CompanyOffer> => {
  const res = await t.app.inject({ url: path(o), headers: t.headers.administrator });
  expect(res.statusCode, res.body).toBe(200);
  return companyOfferSchema.parse(res.json());
};

/** The PUT body of the editor from the GET's own values: files by their uuids, every text as answered. */
const bodyFrom = (offer: CompanyOffer) => ({
  mainSection: { ...offer.mainSection, photo: offer.mainSection.photo?.uuid ?? null },
  sections: offer.sections.map((s) => ({
    ...s,
    photos: s.photos.map((p) => p.uuid),
    attachments: s.attachments.map((a) => a.uuid),
  })),
  contacts: {
    description: offer.contacts.description,
    contactPersons: offer.contacts.contactPersons.map((p) => ({ ...p, avatar: p.avatar?.uuid ?? null })),
  },
});

const shown = ({ updatedAt: _updatedAt, ...offer }: CompanyOffer) => offer;

describe('the company offer editor round-trips its own data', () => {
  it('GET offer → PUT of the same values unchanged → 200, and the offer reads the same', async () => {
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) {
      const before = await read(o);
      const res = await t.app.inject({
        method: 'PUT',
        url: path(o),
        headers: t.headers.administrator,
        payload: bodyFrom(before),
      });
      expect(res.statusCode, `${path(o)}: ${res.body}`).toBe(200);
      expect(shown(await read(o))).toEqual(shown(before));
    }
  });
});
