import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

type StateTable = {
  /** The row's key as text, from the row `t` (a SQL expression). */
  key: string;
  /** What names the row for a person reading the change (a SQL expression). */
  label: string;
  /**
   * Columns left out of the state: times a write stamps, and what reading sets (read and seen marks,
   * unread counters), which a journey that only reads changes by design.
   */
  volatile?: readonly string[];
};

/**
 * The tables whose demo rows make the demo data set's state: companies, people, investments and
 * their participants, orders and their invitations, threads, offers and what a user keeps (follows,
 * saved filters, notification choices). A journey adds rows of its own; it never changes these.
 */
export const DEMO_STATE_TABLES: Readonly<Record<string, StateTable>> = {
  companies: { key: 't.id', label: 't.name', volatile: ['updated_at'] },
  users: { key: 't.id', label: 't.login' },
  company_scopes: { key: `t.company_id || '/' || t.kind || '/' || t.ref_id`, label: `''` },
  company_services: { key: `t.company_id || '/' || t.service`, label: `''`, volatile: ['updated_at'] },
  company_profiles: { key: 't.company_id', label: `''`, volatile: ['updated_at'] },
  company_offers: { key: `t.company_id || '/' || t.version`, label: `''`, volatile: ['updated_at'] },
  company_follows: { key: 't.id', label: `t.user_id || ' → ' || t.company_id`, volatile: ['seen_at'] },
  investments: { key: 't.id', label: 't.name', volatile: ['updated_at'] },
  investment_companies: { key: `t.investment_id || '/' || t.company_id || '/' || t.industry_id`, label: `''` },
  investment_follows: { key: 't.id', label: `t.user_id || ' → ' || t.investment_id`, volatile: ['seen_at'] },
  investment_stage_changes: { key: 't.id', label: `''` },
  orders: { key: 't.id', label: `'zlecenie ' || t.id`, volatile: ['updated_at'] },
  order_industries: { key: `t.order_id || '/' || t.industry_id`, label: `''` },
  order_contacts: { key: `t.order_id || '/' || t.user_id`, label: `''` },
  order_nominated_companies: {
    key: `t.order_id || '/' || t.company_id`,
    label: `''`,
    volatile: ['seen_at', 'last_seen_at', 'attachments_downloaded_at', 'attachments_last_downloaded_at'],
  },
  order_questions: { key: 't.id', label: `''` },
  conversations: { key: 't.id', label: `''` },
  conversation_participants: {
    key: `t.conversation_id || '/' || t.user_id`,
    label: `''`,
    volatile: ['last_read_message_id', 'unread_count', 'emailed_up_to_message_id'],
  },
  offers: { key: `t.conversation_id || '/' || t.industry_id`, label: `''`, volatile: ['read_at'] },
  offer_notes: { key: 't.id', label: `''` },
  participation_claims: { key: 't.id', label: `''` },
  company_membership_requests: { key: 't.id', label: `''` },
  user_filters: { key: 't.id', label: 't.name', volatile: ['updated_at'] },
  notification_preferences: { key: `t.user_id || '/' || t.kind`, label: `''`, volatile: ['updated_at'] },
};

export type StateRow = { key: string; label: string; row: Record<string, unknown> };

/** Every row of one state table, by key (the table and its expressions are the constants above, never input). */
export const readStateTable = async (db: DbExecutor, table: string, spec: StateTable): Promise<StateRow[]> => {
  const volatile = (spec.volatile ?? []).map((column) => sql.raw(`'${column}'`));
  const minus = volatile.length ? sql` - array[${sql.join(volatile, sql`, `)}]` : sql``;
  const { rows } = await db.execute<StateRow>(sql`
    select (${sql.raw(spec.key)})::text as key, coalesce((${sql.raw(spec.label)})::text, '') as label,
           to_jsonb(t)${minus} as row
      from ${sql.raw(table)} t`);
  return rows;
};
