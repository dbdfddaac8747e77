-- The competition units of the given orders (all of them when ids is NULL), as the market comparator
-- counts them (document 2, section 2.8): a published order (RELEASED, PLANNED or ARCHIVED, not removed,
-- with a voivodeship) per top industry it asks for; its offers are the companies that offered in that
-- industry, its decision the first choice of an offer there. Inlined by the planner (one SELECT).
CREATE OR REPLACE FUNCTION report_units_of(ids int[])
RETURNS TABLE (order_id int, top_industry_id int, province_id smallint, month date, publish_at timestamptz,
               offers int, decided_at timestamptz, deadline_days int)
LANGUAGE sql STABLE AS $$
  SELECT o.id, u.top, o.province_id, date_trunc('month', o.publish_at AT TIME ZONE 'Europe/Warsaw')::date,
         o.publish_at, coalesce(f.offers, 0), f.decided_at,
         o.offer_deadline_to - (o.publish_at AT TIME ZONE 'Europe/Warsaw')::date
    FROM orders o
    JOIN (SELECT DISTINCT x.order_id, coalesce(ind.parent_id, ind.id) AS top
            FROM order_industries x JOIN industries ind ON ind.id = x.industry_id
           WHERE ids IS NULL OR x.order_id = ANY(ids)) u ON u.order_id = o.id
    LEFT JOIN (SELECT f.order_id, coalesce(ind.parent_id, ind.id) AS top, count(DISTINCT f.company_id)::int AS offers,
                      min(f.selected_at) AS decided_at
                 FROM offers f JOIN industries ind ON ind.id = f.industry_id
                WHERE ids IS NULL OR f.order_id = ANY(ids)
                GROUP BY 1, 2) f ON f.order_id = o.id AND f.top = u.top
   WHERE (ids IS NULL OR o.id = ANY(ids)) AND NOT o.removed AND o.status IN ('RELEASED', 'PLANNED', 'ARCHIVED')
     AND o.province_id IS NOT NULL AND o.publish_at IS NOT NULL
$$;
