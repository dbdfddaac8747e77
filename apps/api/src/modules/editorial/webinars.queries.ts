import { and, asc, count, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { webinars } from '../../db/schema.js';
import { isPublished } from './publication.js';

/** Published webinars: upcoming soonest first, past newest first (webinars_starts_at_idx). */
export const findPublishedWebinars = async (
  db: Database,
  query: { when: 'upcoming' | 'past'; page: number; size: number },
) => {
  const upcoming = query.when === 'upcoming';
  const where = and(
    isPublished(webinars.publishAt),
    upcoming ? sql`${webinars.startsAt} >= now()` : sql`${webinars.startsAt} < now()`,
  );
  const order = upcoming ? [asc(webinars.startsAt), asc(webinars.id)] : [desc(webinars.startsAt), desc(webinars.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(webinars)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(webinars).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};
