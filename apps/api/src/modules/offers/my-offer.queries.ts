import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { offerOutcomeSql } from '../orders/index.js';

type OwnOfferRow = {
  conversation_id: number;
  industry_id: number;
  industry_name: string;
  price_net: string | null;
  valid_until: string | null;
  selected: boolean;
  outcome: 'CHOSEN' | 'NOT_CHOSEN' | 'OPEN';
};

/** A company's own offers on an order with their outcome: nothing of any other company. */
export const findOwnOffers = async (db: DbExecutor, orderId: number, companyId: number): Promise<OwnOfferRow[]> => {
  const result = await db.execute<OwnOfferRow>(sql`
    select f.conversation_id, f.industry_id, i.title as industry_name, f.price_net::text as price_net,
           f.valid_until::text as valid_until, f.selected_at is not null as selected,
           ${offerOutcomeSql(companyId)} as outcome
      from orders o
      join offers f on f.order_id = o.id and f.company_id = ${companyId}
      join industries i on i.id = f.industry_id
     where o.id = ${orderId}
     order by f.industry_id`);
  return result.rows;
};
