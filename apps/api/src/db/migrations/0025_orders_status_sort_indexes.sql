-- A list of several statuses walks each status's own stretch of its sort (order-list.queries.ts
-- walkedPageRows). Sorted by a deadline, a rare status's walk on the plain deadline index first passed
-- every order of the other statuses (archived orders, farthest offer deadline first: 194 ms before the
-- first archived row at 1M orders, measured); with the status leading, each walk starts at its own rows.
CREATE INDEX IF NOT EXISTS "orders_status_offer_deadline_idx" ON "orders" USING btree ("status", "offer_deadline_to", "id") WHERE NOT "removed";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_status_work_deadline_idx" ON "orders" USING btree ("status", (COALESCE("work_deadline_from", "work_deadline_to")), "id") WHERE NOT "removed";
