import { sql } from 'drizzle-orm';
import { lemmaText } from '../../../lib/polish-lemmas.js';
import type { DbExecutor } from '../types.js';

const NAME = 'Budowa hali magazynowej z częścią biurową';

/**
 * A warehouse hall near Kraków for the investment search's journey ('hali magazynowej' within 50 km
 * of 'Krakowie', spec platform 2.3): the demo building investment without orders that lies nearest
 * Kraków (and not in it) is named so, keeping its place, participants and the demo data's counts.
 */
export const seedInvestmentSearchDemo = async (db: DbExecutor) => {
  const result = await db.execute<{ id: number; city: string }>(sql`
    with krakow as (select latitude, longitude from locations where name = 'Kraków' order by population desc nulls last limit 1)
    select i.id, l.name as city from investments i join locations l on l.id = i.location_id, krakow k
     where i.type = 'CONSTRUCTION' and not i.archived and l.name <> 'Kraków'
       and not exists (select 1 from orders o where o.investment_id = i.id)
       and earth_distance(ll_to_earth(k.latitude, k.longitude), ll_to_earth(i.latitude, i.longitude)) < 40000
     order by earth_distance(ll_to_earth(k.latitude, k.longitude), ll_to_earth(i.latitude, i.longitude)), i.id
     limit 1`);
  const hall = result.rows[0];
  if (!hall) throw new Error('demo seed: no building investment near Kraków');
  const name = `${NAME} – ${hall.city}`;
  await db.execute(sql`
    update investments set name = ${name}, name_lemmas = ${lemmaText(name)}, value_pln = 38500000
     where id = ${hall.id}`);
};
