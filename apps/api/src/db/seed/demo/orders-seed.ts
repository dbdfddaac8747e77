import { type OrderScope, type OrderStatus, polishDay, polishMonth } from '@platform/shared';
import { sql } from 'drizzle-orm';
import { withLemmas } from '../../../lib/polish-lemmas.js';
import { orderContacts, orderIndustries, orders } from '../../schema.js';
import { Random } from '../random.js';
import type { DbExecutor, DemoSize } from '../types.js';

type Participation = {
  company_id: number;
  investment_id: number;
  industry_id: number;
  industry_title: string;
  investment_name: string;
  city: string | null;
  user_id: number;
};

const SEED = 20_240_604;
const DAY = 24 * 60 * 60 * 1000;
const ORDERS_PER_SIZE: Record<DemoSize, number> = { small: 30, demo: 300 };
/** The demo client's own orders: one of each status, plus one created by staff and not yet approved. */
const CLIENT_STATUSES: OrderStatus[] = ['RELEASED', 'RELEASED', 'PLANNED', 'DRAFT', 'ARCHIVED', 'RELEASED'];
const SCOPES: OrderScope[] = ['DELIVERY', 'SERVICE', 'DELIVERY_AND_SERVICE'];

const monthsLater = (moment: Date, months: number) =>
  `${polishMonth(new Date(moment.getTime() + months * 31 * DAY))}-01`;

/** One participation (company, active investment, industry) per company with users, company by company. */
const loadParticipations = async (db: DbExecutor): Promise<Participation[]> => {
  const result = await db.execute<Participation>(sql`
    select distinct on (ic.company_id, ic.investment_id) ic.company_id, ic.investment_id, ic.industry_id,
           ind.title as industry_title, i.name as investment_name, l.name as city,
           (select u.id from users u where u.company_id = ic.company_id and u.phone is not null order by u.id limit 1) as user_id
      from investment_companies ic
      join investments i on i.id = ic.investment_id and not i.archived
      join industries ind on ind.id = ic.industry_id
      left join locations l on l.id = i.location_id
     where exists (select 1 from users u where u.company_id = ic.company_id and u.phone is not null)
     order by ic.company_id, ic.investment_id, ic.industry_id`);
  return result.rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));
};

const buildOrder = (
  p: Participation,
  status: OrderStatus,
  k: number,
  now: Date,
  random: Random,
  staffId: number | null,
) => {
  const publishAt =
    status === 'PLANNED' ? new Date(now.getTime() + (3 + k) * DAY) : new Date(now.getTime() - (k % 20) * DAY - DAY);
  const archived = status === 'ARCHIVED';
  const description = `<p>Zapytanie ofertowe: ${p.industry_title.toLowerCase()} w ramach inwestycji ${p.investment_name}. Prosimy o ofertę z terminem realizacji i warunkami płatności.</p>`;
  return {
    status,
    investmentId: p.investment_id,
    companyId: p.company_id,
    createdByUserId: staffId ?? p.user_id,
    isApproved: staffId === null,
    publishAt: status === 'DRAFT' ? null : publishAt,
    offerDeadlineFrom: polishDay(archived ? new Date(now.getTime() - 40 * DAY) : now),
    offerDeadlineTo: polishDay(new Date(now.getTime() + (archived ? -10 : 7 + (k % 30)) * DAY)),
    workDeadlineFrom: monthsLater(publishAt, random.int(0, 2)),
    workDeadlineTo: monthsLater(publishAt, random.int(3, 9)),
    scope: random.pick(SCOPES),
    description,
    visibleToIndustryUsersOnly: k % 7 === 6,
    industryIds: [p.industry_id],
    searchText: sql`fold_text(${withLemmas(`${p.investment_name} ${p.city ?? ''} ${p.industry_title} ${description.replace(/<[^>]+>/g, ' ')}`)})`,
    deletedReason: archived ? 'EXPIRED' : null,
    // created two days before publication, and never after now (a PLANNED order is published later)
    createdAt: new Date(Math.min(publishAt.getTime(), now.getTime()) - 2 * DAY),
  };
};

/** First participation of every company, then the second of every company, and so on. */
const interleaveByCompany = (rows: Participation[]): Participation[] => {
  const rank = new Map<number, number>();
  const ranked = rows.map((p) => {
    const r = rank.get(p.company_id) ?? 0;
    rank.set(p.company_id, r + 1);
    return { p, r };
  });
  return ranked.sort((a, b) => a.r - b.r || a.p.company_id - b.p.company_id).map((x) => x.p);
};

/** Demo orders in every status (spec DESIGN 3): the demo client's own ones first, then other companies'. */
export const seedDemoOrders = async (db: DbExecutor, size: DemoSize, options: { now?: Date } = {}): Promise<void> => {
  const now = options.now ?? new Date();
  const random = new Random(SEED);
  const participations = await loadParticipations(db);
  const staff = await db.execute<{ id: number }>(sql`select id from users where login = 'administrator'`);
  const client = await db.execute<{ company_id: number }>(sql`select company_id from users where login = 'klient'`);
  const clientCompany = client.rows[0]?.company_id;
  const own = participations.filter((p) => p.company_id === clientCompany).slice(0, CLIENT_STATUSES.length);
  const others = interleaveByCompany(participations.filter((p) => p.company_id !== clientCompany));
  const planned = [
    ...own.map((p, k) => ({ p, status: CLIENT_STATUSES[k] as OrderStatus, byStaff: k === CLIENT_STATUSES.length - 1 })),
    ...others.slice(0, ORDERS_PER_SIZE[size]).map((p, k) => ({
      p,
      status: (k % 9 === 4 ? 'ARCHIVED' : k % 11 === 5 ? 'PLANNED' : 'RELEASED') as OrderStatus,
      byStaff: false,
    })),
  ];
  const rows = planned.map(({ p, status, byStaff }, k) =>
    buildOrder(p, status, k, now, random, byStaff ? Number(staff.rows[0]?.id) : null),
  );
  if (rows.length === 0) return;
  const ids = await db.insert(orders).values(rows).returning({ id: orders.id });
  await db.insert(orderIndustries).values(
    planned.map(({ p }, k) => ({
      orderId: ids[k]!.id,
      industryId: p.industry_id,
      workScopeNumber: random.int(10, 5000),
      unit: random.pick(['m2', 'm3', 'mb', 'szt.', 'kpl'] as const),
    })),
  );
  await db.insert(orderContacts).values(planned.map(({ p }, k) => ({ orderId: ids[k]!.id, userId: p.user_id })));
};
