import type { CompanyOfferInput } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { companyFollows, companyOffers, companyProfiles, companyServices } from '../../schema.js';
import type { DbExecutor } from '../types.js';

const DAY_MS = 86_400_000;

const offer = (
  phones: { name: string; phone: string | null; email: string; position: string | null }[],
): CompanyOfferInput => ({
  mainSection: {
    photo: null,
    title: 'Generalne wykonawstwo obiektów kubaturowych',
    description:
      '<p>Od ponad 25 lat realizujemy budynki mieszkalne, biurowe i użyteczności publicznej w systemie generalnego wykonawstwa.</p>',
  },
  sections: [
    {
      title: 'Stan surowy i wykończenia',
      align: 'LEFT',
      description: '<p>Własne brygady żelbetowe, szalunki systemowe i nadzór inżynierski na każdym etapie budowy.</p>',
      photos: [],
      attachments: [],
      videos: [],
    },
    {
      title: 'Nasze realizacje',
      align: 'RIGHT',
      description: '<p>Osiedla mieszkaniowe, szkoły i hale magazynowe w województwie mazowieckim.</p>',
      photos: [],
      attachments: [],
      videos: [{ videoId: 'M7lc1UVf-VE', title: 'Budowa osiedla — film z realizacji', description: null }],
    },
  ],
  contacts: {
    description: '<p>Zapraszamy do kontaktu w sprawie wycen i współpracy.</p>',
    contactPersons: phones.map((p) => ({
      title: null,
      avatar: null,
      name: p.name,
      positionLine1: p.position,
      positionLine2: null,
      telephone: p.phone,
      email: p.email,
    })),
  },
});

/**
 * Demo data of the e-portfolio tables: scopes from the companies' works, keywords, the company offer of
 * the demo client's company (service active for 180 days, draft and published) and a few follows.
 * Gallery photos are not seeded: they need uploaded files. Deterministic; a few statements only.
 */
export const seedCompanyPortfolio = async (db: DbExecutor, options: { now: Date }): Promise<void> => {
  await db.execute(sql`
    insert into company_scopes (company_id, kind, ref_id, is_supply, is_service, is_supply_and_service)
    select company_id, 'INDUSTRY', industry_id, bool_or(is_supply) and not bool_or(is_service),
           bool_or(is_service) and not bool_or(is_supply), bool_or(is_supply) and bool_or(is_service)
      from investment_companies group by company_id, industry_id`);
  const people = await db.execute<{
    login: string;
    id: number;
    company_id: number;
    name: string;
    phone: string | null;
    email: string;
    position: string | null;
  }>(sql`
    select login, id, company_id, first_name || ' ' || last_name as name, phone, email, position
      from users where login in ('klient', 'subkonto', 'dotowany') order by id`);
  const klient = people.rows.find((p) => p.login === 'klient');
  const dotowany = people.rows.find((p) => p.login === 'dotowany');
  if (!klient || !dotowany) return;
  const clientCompany = Number(klient.company_id);
  await db.insert(companyProfiles).values({
    companyId: clientCompany,
    keywords: ['generalne wykonawstwo', 'budynki mieszkalne', 'żelbet', 'hale magazynowe'],
    auctionLinks: [],
  });
  await db.insert(companyServices).values({
    companyId: clientCompany,
    service: 'COMPANY_OFFER',
    expiresAt: new Date(options.now.getTime() + 180 * DAY_MS),
  });
  const content = offer(people.rows.filter((p) => Number(p.company_id) === clientCompany));
  await db.insert(companyOffers).values([
    { companyId: clientCompany, version: 'PUBLISHED', content, updatedByUserId: Number(klient.id) },
    { companyId: clientCompany, version: 'DRAFT', content, updatedByUserId: Number(klient.id) },
  ]);
  // Follows of the last companies (tests use the first ones).
  const followed = await db.execute<{ id: number }>(sql`
    select id from companies where not deactivated and not deleted and id not in (${clientCompany}, ${Number(dotowany.company_id)})
     order by id desc limit 3`);
  const ids = followed.rows.map((r) => Number(r.id));
  if (ids.length === 0) return;
  await db.insert(companyFollows).values([
    ...ids.map((companyId, i) => ({
      userId: Number(klient.id),
      companyId,
      note: i === 0 ? 'Sprawdzony podwykonawca — zapytać o termin na III kwartał.' : null,
    })),
    {
      userId: Number(dotowany.id),
      companyId: ids[0] as number,
      notifyTookPartInNewInvestment: false,
      notifyInvestmentUpdated: false,
    },
  ]);
};
