import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../types.js';

/**
 * Declarations for 'Brałem udział' and the staff queue: waiting ones of `wykonawca` and `klient`
 * (participations in current investments they are not in yet, in Kraków and Warszawa) and scopes of
 * `dotowany`; a refused one of `klient` with its reason. None is confirmed, so the demo companies'
 * statistics stay as the other seeds make them. No e-mail: the refused one was "told" before.
 */
export const seedParticipationClaims = async (db: DbExecutor, now: Date): Promise<void> => {
  const at = now.toISOString();
  await db.execute(sql`
    with people as (select login, id, company_id from users where login in ('klient', 'wykonawca', 'dotowany', 'manager')),
         candidates as (
           select p.login, i.id as investment_id, i.value_pln,
                  row_number() over (partition by p.login order by i.value_pln desc nulls last, i.id) as n
             from people p
             join investments i on not i.archived and coalesce(i.stage_id, 0) not in (13, 14, 15, 16)
             join locations l on l.id = i.location_id and l.name in ('Kraków', 'Warszawa')
            where p.login in ('klient', 'wykonawca')
              and not exists (select 1 from investment_companies ic
                               where ic.investment_id = i.id and ic.company_id = p.company_id)),
         picked as (
           select c.*, (array['PENDING', 'REFUSED'])[c.n] as status
             from candidates c where c.n <= case when c.login = 'klient' then 2 else 1 end)
    insert into participation_claims
      (kind, company_id, investment_id, role, industry_ids, value_pln, start_date, end_date, note, status,
       reason, declared_by_user_id, decided_by_user_id, decided_at, created_at)
    select 'PARTICIPATION', p.company_id, k.investment_id, 'SUBCONTRACTOR',
           array[(select min(id) from industries where parent_id is not null)], round(coalesce(k.value_pln, 0) * 0.04),
           (${at}::timestamptz - interval '400 days')::date, (${at}::timestamptz - interval '60 days')::date,
           'Roboty wykonane zgodnie z umową podwykonawczą.', k.status,
           case when k.status = 'REFUSED' then 'Brak dokumentu potwierdzającego udział; dołącz protokół odbioru.' end,
           p.id, case when k.status <> 'PENDING' then (select id from people where login = 'manager') end,
           case when k.status <> 'PENDING' then ${at}::timestamptz - interval '1 day' end,
           ${at}::timestamptz - make_interval(days => 2 + k.n::int)
      from picked k join people p on p.login = k.login`);
  await db.execute(sql`
    insert into participation_claims (kind, company_id, industry_ids, note, declared_by_user_id, created_at)
    select 'SCOPES', u.company_id,
           (select array_agg(id order by id) from (select id from industries where parent_id is not null order by id limit 3) x),
           'Wykonujemy też te prace.', u.id, ${at}::timestamptz - interval '1 day'
      from users u where u.login = 'dotowany'`);
};
