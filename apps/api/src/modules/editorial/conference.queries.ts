import { PARTNER_TIERS } from '@platform/shared';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { conferenceAgenda, conferencePartners, conferenceSpeakers } from '../../db/schema.js';
import { polishOrder } from '../../lib/polish-order.js';

const tierOrder = sql.join(
  PARTNER_TIERS.map((tier, i) => sql`when ${tier} then ${i}`),
  sql` `,
);

/** The conference's three lists, each bounded (a conference has tens of entries, not thousands). */
export const findConferenceLists = async (db: Database, max: number) => {
  const [agenda, speakers, partners] = await Promise.all([
    db
      .select()
      .from(conferenceAgenda)
      .orderBy(asc(conferenceAgenda.day), asc(conferenceAgenda.time), asc(conferenceAgenda.id))
      .limit(max),
    db
      .select()
      .from(conferenceSpeakers)
      .orderBy(polishOrder(conferenceSpeakers.name), asc(conferenceSpeakers.id))
      .limit(max),
    db
      .select()
      .from(conferencePartners)
      .orderBy(sql`case ${conferencePartners.tier} ${tierOrder} end`, asc(conferencePartners.id))
      .limit(max),
  ]);
  return { agenda, speakers, partners };
};
