import { sql } from 'drizzle-orm';
import { Random } from '../random.js';
import type { DbExecutor, Place } from '../types.js';
import { buildCompany, type CompanyFactoryContext, type CompanyRow } from './company-factory.js';

/**
 * The demo contractor that klient's orders recommend and invite (login `wykonawca`): a Warsaw installation and road company that
 * took part in investments near every investment of `klient`'s company, so that the recommendations
 * of klient's orders (and of new ones on the same investments) name it. A separate random stream
 * and rows added after the rest of the demo data, so the other companies and orders stay as they were.
 */
const SEED = 20_240_613;
/** Industries it works in besides those of klient's orders: water and heating installations, electrics, roads. */
export const CONTRACTOR_INDUSTRIES = [401, 402, 501, 701] as const;
/** How many of the nearest other investments around each of klient's investments it took part in. */
const NEAREST = 2;

/** Built with the other companies' context, so its NIP and domain are unique among them. */
export const buildContractorCompany = (places: Place[], ctx: CompanyFactoryContext): CompanyRow => {
  const warsaw = places.find((p) => p.isTown && p.name === 'Warszawa');
  if (!warsaw) throw new Error('demo seed: locality Warszawa not found');
  const random = new Random(SEED);
  const { row } = buildCompany(random, warsaw, ctx, {
    kind: 'specialist',
    specialtyRoot: 4,
    name: { name: 'Mazowieckie Instalacje i Drogi WYKOBUD Sp. z o.o.', core: 'WYKOBUD', specialties: [401, 402, 501] },
  });
  return { ...row, subsidized: false, deactivated: false, inBankruptcy: false };
};

/**
 * Works of the contractor: around each active investment of klient's company, the NEAREST other
 * active investments, in the industries of klient's orders there plus CONTRACTOR_INDUSTRIES; its
 * share is 4 % of the investment's value.
 */
export const seedContractorWorks = async (db: DbExecutor): Promise<void> => {
  await db.execute(sql`
    with people as (
      select (select company_id from users where login = 'klient') as client,
             (select company_id from users where login = 'wykonawca') as contractor
    ),
    own as (
      select distinct i.id, i.latitude, i.longitude
        from investments i join investment_companies ic on ic.investment_id = i.id, people
       where ic.company_id = people.client and not i.archived
    ),
    industries_of as (
      select o.investment_id, array_agg(distinct ind) as ids
        from orders o, people, unnest(o.industry_ids) as ind
       where o.company_id = people.client
       group by o.investment_id
    )
    insert into investment_companies (investment_id, company_id, industry_id, role, is_supply, is_service, value_pln)
    select near.id, people.contractor, ind, 'SUBCONTRACTOR', false, true, (coalesce(near.value_pln, 10000000) * 0.04)::bigint
      from own cross join people
      cross join lateral (
        select i.id, i.value_pln from investments i
         where not i.archived and i.id not in (select id from own)
         order by earth_distance(ll_to_earth(own.latitude, own.longitude), ll_to_earth(i.latitude, i.longitude)), i.id
         limit ${NEAREST}
      ) near
      cross join lateral unnest(
        array[${sql.raw(CONTRACTOR_INDUSTRIES.join(','))}]::int[] || coalesce((select ids from industries_of where investment_id = own.id), '{}')
      ) as ind
    on conflict do nothing`);
};
