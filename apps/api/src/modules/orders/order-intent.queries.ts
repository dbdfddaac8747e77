import type { BidIntent } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';

export type InvitationRow = {
  orderId: number;
  companyId: number;
  invitedAt: string;
  intent: BidIntent | null;
  intentReason: string | null;
  intentNote: string | null;
  intentAt: string | null;
  orderStatus: string;
};

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

export const findInvitation = async (db: DbExecutor, orderId: number, companyId: number) => {
  const result = await db.execute<InvitationRow>(sql`
    select n.order_id as "orderId", n.company_id as "companyId", ${ISO('n.invited_at')} as "invitedAt", n.intent,
           n.intent_reason as "intentReason", n.intent_note as "intentNote", ${ISO('n.intent_at')} as "intentAt",
           o.status as "orderStatus"
      from order_nominated_companies n join orders o on o.id = n.order_id
     where n.order_id = ${orderId} and n.company_id = ${companyId} and n.invited_at is not null and not o.removed`);
  return result.rows[0] ?? null;
};

export const saveIntent = (
  db: DbExecutor,
  key: { orderId: number; companyId: number },
  value: { intent: BidIntent; reason: string | null; note: string | null; userId: number | null },
) =>
  db.execute(sql`update order_nominated_companies
    set intent = ${value.intent}, intent_reason = ${value.reason}, intent_note = ${value.note},
        intent_at = now(), intent_by_user_id = ${value.userId}
    where order_id = ${key.orderId} and company_id = ${key.companyId}`);

export const insertIntentLinks = async (
  tx: DbExecutor,
  rows: { tokenHash: string; orderId: number; companyId: number; intent: BidIntent; expiresAt: Date }[],
) => {
  for (const r of rows)
    await tx.execute(sql`insert into order_intent_links (token_hash, order_id, company_id, intent, expires_at)
      values (${r.tokenHash}, ${r.orderId}, ${r.companyId}, ${r.intent}, ${r.expiresAt.toISOString()}::timestamptz)`);
};

export type IntentLinkRow = {
  orderId: number;
  companyId: number;
  intent: BidIntent;
  expired: boolean;
  used: boolean;
  investmentName: string;
  requesterName: string;
  invitedCompanyName: string;
  orderStatus: string;
  /** The invitation's stored answer (from a link or from the card). */
  storedIntent: BidIntent | null;
  storedReason: string | null;
  storedAt: string | null;
};

export const findIntentLink = async (db: Database | DbExecutor, tokenHash: string, lock = false) => {
  const result = await db.execute<IntentLinkRow>(sql`
    select l.order_id as "orderId", l.company_id as "companyId", l.intent, l.expires_at <= now() as expired,
           l.used_at is not null as used, i.name as "investmentName", rc.name as "requesterName",
           ic.name as "invitedCompanyName", o.status as "orderStatus", n.intent as "storedIntent",
           n.intent_reason as "storedReason", ${ISO('n.intent_at')} as "storedAt"
      from order_intent_links l
      join orders o on o.id = l.order_id join investments i on i.id = o.investment_id
      join companies rc on rc.id = o.company_id join companies ic on ic.id = l.company_id
      left join order_nominated_companies n on n.order_id = l.order_id and n.company_id = l.company_id
     where l.token_hash = ${tokenHash} ${lock ? sql`for update of l` : sql``}`);
  return result.rows[0] ?? null;
};

/** Uses every link of the invitation at once: one answer per e-mail, the others go stale with it. */
export const useIntentLinks = (tx: DbExecutor, orderId: number, companyId: number) =>
  tx.execute(sql`update order_intent_links set used_at = now()
    where order_id = ${orderId} and company_id = ${companyId} and used_at is null`);
