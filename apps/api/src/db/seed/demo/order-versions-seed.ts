import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../types.js';

/**
 * Demo 'Zmiany w zleceniu' (beyond the spec): `klient`'s first released order (the one the offers seed
 * gives offers) was changed yesterday: its offer deadline moved a week later. `wykonawca` has not acknowledged it yet (its card and lists show the mark); the other
 * contractor's prices date from before the change (the comparison marks them). Deterministic.
 */
const dayMonth = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;

export const seedDemoOrderVersions = async (db: DbExecutor): Promise<void> => {
  const [order] = (
    await db.execute<{ id: number; offer_deadline_to: string | null; created_by_user_id: number | null }>(sql`
      select o.id, o.offer_deadline_to::text, o.created_by_user_id from orders o
        join users u on u.company_id = o.company_id and u.login = 'klient'
       where o.status = 'RELEASED' and o.is_approved and not o.removed
       order by o.id limit 1`)
  ).rows;
  if (!order?.offer_deadline_to) return;
  const before = (await db.execute<{ day: string }>(sql`select (${order.offer_deadline_to}::date - 7)::text as day`))
    .rows[0]!.day;
  const changes = [`Termin składania ofert: ${dayMonth(before)} → ${dayMonth(order.offer_deadline_to)}`];
  await db.execute(sql`
    insert into order_versions (order_id, number, created_at, created_by_user_id, changes, snapshot)
    values (${order.id}, 1, now() - interval '1 day', ${order.created_by_user_id}, ${JSON.stringify(changes)}::jsonb,
            jsonb_build_object('offerDeadlineFrom', null, 'offerDeadlineTo', ${order.offer_deadline_to}::text))
    on conflict do nothing`);
  // the other contractor priced before the change; wykonawca's prices stay newer
  await db.execute(sql`
    update offers set updated_at = now() - interval '2 days'
     where order_id = ${order.id} and price_net is not null
       and company_id <> (select company_id from users where login = 'wykonawca')`);
};
