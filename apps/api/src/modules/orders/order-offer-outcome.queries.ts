import { type SQL, sql } from 'drizzle-orm';

/**
 * The outcome of a contractor company's offer on an order (spec 2.5, 2.8), the one definition both the
 * offered-orders list and the contractor's card use. CHOSEN: any of its offers is chosen.
 * NOT_CHOSEN: the order is archived, its offer was rejected, or every industry it offered in is
 * decided (another company chosen or 'bez wskazania'). OPEN otherwise. `o` is the order row.
 */
export const offerOutcomeSql = (companyId: number): SQL => sql`(case
  when exists (select 1 from offers f where f.order_id = o.id and f.company_id = ${companyId} and f.selected_at is not null)
    then 'CHOSEN'
  when o.status = 'ARCHIVED'
    or exists (select 1 from offers f where f.order_id = o.id and f.company_id = ${companyId} and f.rejected_at is not null)
    or not exists (
      select 1 from offers f
       where f.order_id = o.id and f.company_id = ${companyId}
         and not exists (select 1 from offers g where g.order_id = o.id and g.industry_id = f.industry_id and g.selected_at is not null)
         and not exists (select 1 from order_industry_without_indication w where w.order_id = o.id and w.industry_id = f.industry_id))
    then 'NOT_CHOSEN'
  else 'OPEN' end)`;

/**
 * A losing company's priced offers beside the lowest priced chosen offer of the same industry, as
 * json [{industryId, industryName, own, chosen}]: only once the requester thanked the losers with
 * the bands (order_appreciations LOSERS with_price_band), and only for a company with no chosen
 * offer (the losers the thanks went to). The shared `lostPriceBands` turns it into the bands; the
 * offered list and the contractor's card both read it here. `o` is the order row.
 */
export const lostPriceBandsSql = (companyId: number): SQL => sql`(case
  when exists (select 1 from order_appreciations a where a.order_id = o.id and a.side = 'LOSERS' and a.with_price_band)
   and not exists (select 1 from offers s where s.order_id = o.id and s.company_id = ${companyId} and s.selected_at is not null)
  then (select coalesce(json_agg(json_build_object('industryId', f.industry_id, 'industryName', d.title,
                                                   'own', f.price_net, 'chosen', c.chosen) order by f.industry_id), '[]'::json)
          from offers f
          join industries d on d.id = f.industry_id
          join lateral (select min(g.price_net) as chosen from offers g
                         where g.order_id = f.order_id and g.industry_id = f.industry_id
                           and g.selected_at is not null and g.price_net is not null) c on c.chosen is not null
         where f.order_id = o.id and f.company_id = ${companyId} and f.price_net is not null)
  else '[]'::json end)`;

export type LostPriceBandRow = { industryId: number; industryName: string; own: number; chosen: number };
