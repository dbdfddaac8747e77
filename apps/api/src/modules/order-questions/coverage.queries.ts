import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

export type CoverageCountsRow = {
  orderId: number;
  industryId: number;
  industryName: string;
  invitations: number;
  willBid: number;
  wontBid: number;
  undecided: number;
  conversations: number;
  offers: number;
  /** 'Złożę ofertę' or a conversation in the industry, no offer yet */
  engaged: number;
  /** invited, 'Jeszcze nie wiem' or no answer, no conversation, no offer */
  open: number;
};

const ids = (orderIds: readonly number[]) =>
  sql`(${sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/**
 * Per industry of the given orders, every company that was invited, talks (a conversation declaring
 * the industry, or none declared yet) or offered in it, counted once per class. Each part reads its
 * table by order id: `order_industries` and `order_nominated_companies` primary keys,
 * `conversations_order_company_unique`, `offers_order_industry_idx`.
 */
export const findCoverageCounts = async (db: DbExecutor, orderIds: readonly number[]): Promise<CoverageCountsRow[]> => {
  if (orderIds.length === 0) return [];
  const result = await db.execute<Record<keyof CoverageCountsRow, number | string>>(sql`
    with oi as (select order_id, industry_id, position from order_industries where order_id in ${ids(orderIds)}),
    parties as (
      select oi.order_id, oi.industry_id, n.company_id, n.intent, true as invited, false as talking, false as offered
        from oi join order_nominated_companies n on n.order_id = oi.order_id and n.invited_at is not null
      union all
      select oi.order_id, oi.industry_id, c.company_id, null, false, true, false
        from oi join conversations c
          on c.order_id = oi.order_id and (c.industry_ids = '{}' or oi.industry_id = any(c.industry_ids))
      union all
      select oi.order_id, oi.industry_id, f.company_id, null, false, false, true
        from oi join offers f on f.order_id = oi.order_id and f.industry_id = oi.industry_id
    ),
    pc as (
      select order_id, industry_id, company_id, max(intent) as intent, bool_or(invited) as invited,
             bool_or(talking) as talking, bool_or(offered) as offered
        from parties group by order_id, industry_id, company_id
    )
    select oi.order_id as "orderId", oi.industry_id as "industryId", i.title as "industryName",
           count(pc.company_id) filter (where pc.invited) as invitations,
           count(pc.company_id) filter (where pc.intent = 'WILL_BID') as "willBid",
           count(pc.company_id) filter (where pc.intent = 'WONT_BID') as "wontBid",
           count(pc.company_id) filter (where pc.intent = 'UNDECIDED') as undecided,
           count(pc.company_id) filter (where pc.talking) as conversations,
           count(pc.company_id) filter (where pc.offered) as offers,
           count(pc.company_id) filter (where not pc.offered and (pc.talking or pc.intent = 'WILL_BID')) as engaged,
           count(pc.company_id) filter (where pc.invited and not pc.offered and not pc.talking
                                          and coalesce(pc.intent, 'UNDECIDED') = 'UNDECIDED') as open
      from oi join industries i on i.id = oi.industry_id
      left join pc on pc.order_id = oi.order_id and pc.industry_id = oi.industry_id
     group by oi.order_id, oi.industry_id, i.title, oi.position
     order by oi.order_id, oi.position`);
  return result.rows.map((row) => ({
    orderId: Number(row.orderId),
    industryId: Number(row.industryId),
    industryName: String(row.industryName),
    invitations: Number(row.invitations),
    willBid: Number(row.willBid),
    wontBid: Number(row.wontBid),
    undecided: Number(row.undecided),
    conversations: Number(row.conversations),
    offers: Number(row.offers),
    engaged: Number(row.engaged),
    open: Number(row.open),
  }));
};

export type SimilarRow = { orders: number; medianOffers: number | null };

/** The condition of a similar order (alias `o`); the window ends a month ago, so their offers are in. */
const similarOrder = (provinceId: number) => sql`o.province_id = ${provinceId}
  and o.status in ('RELEASED', 'ARCHIVED') and not o.removed
  and o.publish_at >= now() - interval '12 months' and o.publish_at <= now() - interval '1 month'`;

/**
 * What similar orders received: released or archived orders of the same voivodeship and industry
 * published between 12 months and 1 month ago (their offer windows have closed; so never the tracked
 * order itself), and the median of their offers in the industry. Counted on an index-only scan of
 * `orders_province_counts_idx` (province, status, publication, including the industries); their
 * offers read from the industry's side (`offers_industry_order_idx`), and the orders without an
 * offer join the median as zeros.
 */
export const findSimilarOffers = async (
  db: DbExecutor,
  input: { provinceId: number; industryId: number },
): Promise<SimilarRow> => {
  const result = await db.execute<{ orders: number; median: number | string | null }>(sql`
    with peers as (
      select count(*)::int as n from orders o
       where ${similarOrder(input.provinceId)} and o.industry_ids @> array[${input.industryId}]::int[]),
    offered as (
      select count(*)::int as c from offers f join orders o on o.id = f.order_id
       where f.industry_id = ${input.industryId} and ${similarOrder(input.provinceId)}
       group by f.order_id)
    select p.n as orders,
           (select percentile_cont(0.5) within group (order by t.v)
              from (select c as v from offered
                    union all
                    select 0 from generate_series(1, p.n - (select count(*)::int from offered))) t) as median
      from peers p`);
  const row = result.rows[0];
  const orders = Number(row?.orders ?? 0);
  return { orders, medianOffers: orders === 0 || row?.median == null ? null : Number(row.median) };
};

export type AlertOrderRow = {
  id: number;
  investmentName: string;
  provinceId: number | null;
  publishAt: Date;
  offerDeadlineTo: string;
  visibleToIndustryUsersOnly: boolean;
};

/** The company's released orders still taking offers (index `orders_company_idx`), nearest deadline first. */
export const findTrackedOrders = async (
  db: DbExecutor,
  input: { companyId: number; today: string; limit: number },
): Promise<AlertOrderRow[]> => {
  const result = await db.execute<Record<keyof AlertOrderRow, unknown>>(sql`
    select o.id, i.name as "investmentName", o.province_id as "provinceId", o.publish_at as "publishAt",
           o.offer_deadline_to::text as "offerDeadlineTo",
           o.visible_to_industry_users_only as "visibleToIndustryUsersOnly"
      from orders o join investments i on i.id = o.investment_id
     where o.company_id = ${input.companyId} and o.status in ('RELEASED', 'PLANNED') and o.publish_at <= now()
       and not o.removed and o.deleted_reason is null and o.offer_deadline_to >= ${input.today}::date
     order by o.offer_deadline_to, o.id
     limit ${input.limit}`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    investmentName: String(row.investmentName),
    provinceId: row.provinceId === null ? null : Number(row.provinceId),
    publishAt: new Date(row.publishAt as string),
    offerDeadlineTo: String(row.offerDeadlineTo),
    visibleToIndustryUsersOnly: Boolean(row.visibleToIndustryUsersOnly),
  }));
};
