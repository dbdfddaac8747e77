import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../types.js';

const DAY = 86_400_000;
const HOLD_REASONS = [
  'Inwestor wstrzymał finansowanie do czasu uzyskania dotacji.',
  'Wstrzymano pozwolenie na budowę do czasu rozpatrzenia odwołania.',
  'Unieważniono przetarg na generalnego wykonawcę; nowy termin nieznany.',
  'Inwestor zmienia koncepcję i projekt budowlany.',
  'Spór z właścicielem sąsiedniej działki o dostęp do drogi.',
];

/**
 * Watching and stage history for the demo (the investment database: watch, on-hold list, stage
 * changes): `klient` watches three investments of other companies (notes, last visit 3 days ago),
 * `manager` moved one to the next stage yesterday and held two (with reasons), and corrected a value;
 * so 'Obserwowane inwestycje' shows a change, 'Inwestycje wstrzymane' has rows and the investment
 * page a history. The participations the seed wrote are logged as of their investment's creation.
 */
export const seedInvestmentTracking = async (db: DbExecutor, now: Date): Promise<void> => {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  await db.execute(sql`
    update investment_changes c set created_at = i.created_at
      from investments i where i.id = c.investment_id and c.kind = 'PARTICIPANT_ADDED'`);
  const picked = await db.execute<{ id: number; stage_id: number | null }>(sql`
    select i.id, i.stage_id from investments i
     where not i.archived and i.stage_id between 2 and 12
       and not exists (select 1 from investment_companies ic join users u on u.company_id = ic.company_id
                        where ic.investment_id = i.id and u.login in ('klient', 'dotowany'))
     order by i.id limit 4`);
  const [next, held, corrected, alsoHeld] = picked.rows.map((r) => ({ id: Number(r.id), stage: Number(r.stage_id) }));
  if (!next || !held || !corrected || !alsoHeld) return;
  await db.execute(sql`
    insert into investment_follows (user_id, investment_id, note, created_at, seen_at)
    select u.id, f.investment_id, f.note, ${at(10)}::timestamptz, ${at(3)}::timestamptz
      from users u, (values (${next.id}::int, 'Zapytać GW o termin robót wykończeniowych'),
                            (${held.id}::int, null),
                            (${corrected.id}::int, 'Potencjalny klient na posadzki')) as f(investment_id, note)
     where u.login = 'klient'
    on conflict do nothing`);
  const stageChange = async (
    inv: { id: number; stage: number },
    to: number | 'held',
    daysAgo: number,
    source: string,
    reason: string | null,
  ) => {
    const target =
      to === 'held' ? sql`(select id from investment_stages where on_hold order by id limit 1)` : sql`${to}`;
    await db.execute(sql`
      with change as (
        insert into investment_stage_changes
               (investment_id, from_stage_id, to_stage_id, changed_on, source, note, hold_reason, by_user_id, created_at)
        select ${inv.id}, ${inv.stage}, ${target}, (${at(daysAgo + 1)}::timestamptz)::date, ${source}, null, ${reason},
               (select id from users where login = 'manager'), ${at(daysAgo)}::timestamptz
        returning to_stage_id)
      update investments set stage_id = (select to_stage_id from change) where id = ${inv.id}`);
  };
  await stageChange(next, Math.min(next.stage + 1, 14), 1, 'Rozmowa telefoniczna z inwestorem', null);
  await stageChange(
    held,
    'held',
    6,
    'Komunikat inwestora w BIP',
    'Inwestor wstrzymał finansowanie do czasu decyzji o dotacji.',
  );
  await stageChange(alsoHeld, 'held', 20, 'Portal przetargowy', 'Unieważniono przetarg na generalnego wykonawcę.');
  // the generated investments already held get the day and reason of their hold too
  await db.execute(sql`
    insert into investment_stage_changes (investment_id, from_stage_id, to_stage_id, changed_on, source, hold_reason, created_at)
    select i.id, 9, i.stage_id, (${at(30)}::timestamptz - make_interval(days => i.id % 200))::date, 'Informacja od inwestora',
           (array[${sql.join(
             HOLD_REASONS.map((r) => sql`${r}`),
             sql`, `,
           )}]::text[])[1 + i.id % ${HOLD_REASONS.length}],
           ${at(30)}::timestamptz - make_interval(days => i.id % 200)
      from investments i join investment_stages st on st.id = i.stage_id and st.on_hold
     where not exists (select 1 from investment_stage_changes sc where sc.investment_id = i.id)`);
  await db.execute(sql`
    insert into investment_changes (investment_id, kind, details, by_user_id, created_at)
    select ${corrected.id}, 'DATA_CORRECTION',
           jsonb_build_object('fields', jsonb_build_array(jsonb_build_object(
             'field', 'description', 'before', null, 'after', 'Uzupełniono opis według projektu budowlanego.'))),
           (select id from users where login = 'manager'), ${at(12)}::timestamptz`);
};
