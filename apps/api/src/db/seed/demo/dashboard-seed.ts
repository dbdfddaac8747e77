import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../types.js';

/** How many invitations the demo subsidised company has not opened yet: Mój dashboard's band of 3. */
const INVITATIONS = 3;
const MIN_DAYS_TO_DEADLINE = 7;

/**
 * Invitations of `dotowany`'s company (document 2, section 2.6): released orders of other companies in its
 * industries, with at least a week left to bid, invited two days ago and not opened yet, so Mój
 * dashboard shows its invitations band. The orders of `klient` and `wykonawca` are left out (their
 * journeys count their own invitations). No e-mail is enqueued: these invitations were "sent" before.
 */
export const seedDashboardInvitations = async (db: DbExecutor, now: Date): Promise<void> => {
  await db.execute(sql`
    with me as (select company_id as id from users where login = 'dotowany'),
         others as (select company_id as id from users where login in ('klient', 'wykonawca')),
         mine as (select array_agg(distinct ic.industry_id) as ids
                    from investment_companies ic, me where ic.company_id = me.id),
         picked as (
           select o.id, o.created_by_user_id
             from orders o, me, mine
            where o.status = 'RELEASED' and not o.removed and o.company_id <> me.id
              and o.company_id not in (select id from others)
              and o.offer_deadline_to >= (${now.toISOString()}::timestamptz + make_interval(days => ${MIN_DAYS_TO_DEADLINE}))::date
              and o.industry_ids && mine.ids
            order by o.offer_deadline_to, o.id
            limit ${INVITATIONS})
    insert into order_nominated_companies (order_id, company_id, source, nominated_by_user_id, created_at, invited_at)
    select p.id, me.id, 'RECOMMENDED', p.created_by_user_id,
           ${now.toISOString()}::timestamptz - interval '2 days', ${now.toISOString()}::timestamptz - interval '2 days'
      from picked p, me
    on conflict do nothing`);
};
