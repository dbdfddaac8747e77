import { formatNip } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export const DESCRIPTION = `<p>${'Realizujemy inwestycje w systemie generalnego wykonawstwa. '.repeat(4)}</p>`;

/** A valid body of PUT /companies/{id}/basics for a seeded company (its own NIP, a real district). */
export const validBasicsBody = async (app: FastifyInstance, companyId: number) => {
  const company = (await app.db.execute<{ nip: string }>(sql`select nip from companies where id = ${companyId}`))
    .rows[0];
  const district = (
    await app.db.execute<{ id: number }>(sql`select id from districts where province_id = 7 order by id limit 1`)
  ).rows[0];
  return {
    name: 'Przedsiębiorstwo Budowlane KRAMET Sp. z o.o.',
    nip: formatNip(company?.nip ?? ''),
    formerName: '',
    description: DESCRIPTION,
    turnover: '25,5',
    established: 1998,
    isProducerOrSupplier: false,
    address: {
      streetPrefix: 'ul.',
      streetName: 'Marszałkowska',
      streetNo: '10A',
      apartmentNo: '4',
      city: 'Warszawa',
      provinceId: 7,
      districtId: Number(district?.id),
      postOffice: 'Warszawa',
      zipCode: '00-590',
      country: 'PL',
    },
    contact: {
      companyEmail: { values: ['biuro@kramet.pl'], isLink: true },
      recommendationEmail: { values: ['oferty@kramet.pl'], isLink: true },
      companyPhones: { values: ['+48 (22) 123 45 67'], isLink: false },
      www: 'https://kramet.pl',
      facebook: 'https://www.facebook.com/kramet',
      instagram: null,
      linkedIn: null,
    },
    gallery: { description: null, photos: [] as string[] },
    keywords: [' Beton ', 'beton', 'Stan surowy'],
    // an admin control (spec 6): a company user's save leaves it empty, which keeps the stored links
    auctionLinks: [] as string[],
    parentCompanyId: null as number | null,
    daughterCompanyIds: [] as number[],
  };
};

/** Everything a company save may touch, to compare before and after a refused save. */
export const companySnapshot = async (app: FastifyInstance, companyId: number) => {
  const q = async (query: ReturnType<typeof sql>) => (await app.db.execute(query)).rows;
  return {
    company: await q(sql`select * from companies where id = ${companyId}`),
    profiles: await q(sql`select company_id, gallery_description, keywords, auction_links, parent_company_id
                            from company_profiles order by company_id`),
    gallery: await q(sql`select * from company_gallery_photos where company_id = ${companyId} order by position`),
    connections: await q(sql`select * from company_connections where company_id = ${companyId} order by 2`),
    scopes: await q(sql`select * from company_scopes where company_id = ${companyId} order by kind, ref_id`),
  };
};

/** The version a form opened now reads (GET basics answers it); a save sends it back. */
export const currentVersion = async (app: FastifyInstance, companyId: number) =>
  Number(
    (await app.db.execute<{ version: number }>(sql`select version from companies where id = ${companyId}`)).rows[0]
      ?.version,
  );

/** A save body as the form sends it: read at the company's current version unless the body names one. */
export const atCurrentVersion = async (app: FastifyInstance, companyId: number, payload: object) => ({
  version: await currentVersion(app, companyId),
  ...payload,
});
