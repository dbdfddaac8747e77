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
