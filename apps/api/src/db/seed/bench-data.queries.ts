/**
 * SQL of the benchmark data set (bench-data.ts): the marker table and the set-based order generation.
 * Rows are computed from generate_series in the database, one statement per batch, so a million orders
 * cost a few dozen round trips on the server and in PGlite alike; values depend only on the row
 * number (no random()), so the same scale gives the same rows.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from './types.js';

export type BenchMarker = {
  scale: string;
  seed: number;
  version: number;
  counts: Record<string, number>;
  durationMs: number;
  createdAt: string;
};

/** Not part of the product's schema: made by the generator in the benchmark databases only. */
export const ensureMarkerTable = (db: DbExecutor) =>
  db.execute(sql`create table if not exists bench_dataset (
    scale text primary key, seed int not null, version int not null, counts jsonb not null,
    duration_ms int not null, created_at timestamptz not null default now())`);

export const findMarker = async (db: DbExecutor, scale: string): Promise<BenchMarker | null> => {
  const exists = await db.execute<{ t: string | null }>(sql`select to_regclass('bench_dataset')::text as t`);
  if (!exists.rows[0]?.t) return null;
  const rows = await db.execute<{
    scale: string;
    seed: number;
    version: number;
    counts: Record<string, number> | string;
    duration_ms: number;
    created_at: string | Date;
  }>(sql`select scale, seed, version, counts, duration_ms, created_at from bench_dataset where scale = ${scale}`);
  const row = rows.rows[0];
  if (!row) return null;
  return {
    scale: row.scale,
    seed: Number(row.seed),
    version: Number(row.version),
    counts: typeof row.counts === 'string' ? JSON.parse(row.counts) : row.counts,
    durationMs: Number(row.duration_ms),
    createdAt: new Date(row.created_at).toISOString(),
  };
};

export const saveMarker = (db: DbExecutor, marker: Omit<BenchMarker, 'createdAt'>) =>
  db.execute(sql`insert into bench_dataset (scale, seed, version, counts, duration_ms)
    values (${marker.scale}, ${marker.seed}, ${marker.version}, ${JSON.stringify(marker.counts)}::jsonb, ${marker.durationMs})
    on conflict (scale) do update set seed = excluded.seed, version = excluded.version, counts = excluded.counts,
      duration_ms = excluded.duration_ms, created_at = now()`);

const scalar = async (db: DbExecutor, query: SQL): Promise<number> =>
  Number((await db.execute<{ n: string | number }>(query)).rows[0]?.n ?? 0);

export const tableCounts = async (db: DbExecutor): Promise<Record<string, number>> => ({
  companies: await scalar(db, sql`select count(*) as n from companies`),
  investments: await scalar(db, sql`select count(*) as n from investments`),
  participations: await scalar(db, sql`select count(*) as n from investment_companies`),
  orders: await scalar(db, sql`select count(*) as n from orders`),
  orderIndustries: await scalar(db, sql`select count(*) as n from order_industries`),
  users: await scalar(db, sql`select count(*) as n from users`),
  conversations: await scalar(db, sql`select count(*) as n from conversations`),
  messages: await scalar(db, sql`select count(*) as n from conversation_messages`),
});

export const orderStatusCounts = async (db: DbExecutor): Promise<Record<string, number>> => {
  const rows = await db.execute<{ status: string; n: string | number }>(
    sql`select status, count(*) as n from orders group by status order by status`,
  );
  return Object.fromEntries(rows.rows.map((r) => [r.status, Number(r.n)]));
};

export const maxOrderId = (db: DbExecutor) => scalar(db, sql`select coalesce(max(id), 0) as n from orders`);

/** Texts (key, text) whose Polish lemmas the application computes, as the product does on save. */
export const lemmaSources = {
  industries: sql`select id as key, title as text from industries where parent_id is not null order by id`,
  locations: sql`select id as key, name as text from locations order by id`,
};

export const loadSourceTexts = async (db: DbExecutor, query: SQL) =>
  (await db.execute<{ key: number; text: string }>(query)).rows.map((r) => ({ key: Number(r.key), text: r.text }));

/** Working tables (ordinary tables: a pool's connections do not share temporary ones), dropped at the end. */
export const createWorkTables = async (db: DbExecutor) => {
  await dropWorkTables(db);
  await db.execute(sql`create table bench_tmp_phrases (rn int primary key, text text not null, lemmas text not null)`);
  await db.execute(
    sql`create table bench_tmp_industries (rn int primary key, id int not null, title text not null, lemmas text not null)`,
  );
  await db.execute(
    sql`create table bench_tmp_locations (id int primary key, name text not null, lemmas text not null)`,
  );
  // One participant per investment (its first), numbered: an order is placed by a company taking part.
  await db.execute(sql`create table bench_tmp_participations as
    select (row_number() over (order by investment_id))::int as rn, investment_id, company_id, industry_id
      from (select distinct on (ic.investment_id) ic.investment_id, ic.company_id, ic.industry_id
              from investment_companies ic order by ic.investment_id, ic.company_id, ic.industry_id) x`);
  await db.execute(sql`create unique index on bench_tmp_participations (rn)`);
};

export const dropWorkTables = (db: DbExecutor) =>
  db.execute(
    sql`drop table if exists bench_tmp_phrases, bench_tmp_industries, bench_tmp_locations, bench_tmp_participations`,
  );

export const fillPhrases = (db: DbExecutor, rows: { rn: number; text: string; lemmas: string }[]) =>
  db.execute(sql`insert into bench_tmp_phrases (rn, text, lemmas)
    select rn, text, lemmas from json_to_recordset(${JSON.stringify(rows)}::json) as x(rn int, text text, lemmas text)`);

export const fillIndustries = (db: DbExecutor, rows: { key: number; text: string; lemmas: string }[]) =>
  db.execute(sql`insert into bench_tmp_industries (rn, id, title, lemmas)
    select row_number() over (order by key), key, text, lemmas
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(key int, text text, lemmas text)`);

export const fillLocations = (db: DbExecutor, rows: { key: number; text: string; lemmas: string }[]) =>
  db.execute(sql`insert into bench_tmp_locations (id, name, lemmas)
    select key, text, lemmas from json_to_recordset(${JSON.stringify(rows)}::json) as x(key int, text text, lemmas text)`);

export const workTableSizes = async (db: DbExecutor) => ({
  participations: await scalar(db, sql`select count(*) as n from bench_tmp_participations`),
  industries: await scalar(db, sql`select count(*) as n from bench_tmp_industries`),
  phrases: await scalar(db, sql`select count(*) as n from bench_tmp_phrases`),
});

/**
 * Orders numbered `from`..`to` (each status, offer deadlines from 20 days ago to 75 days ahead, creation
 * times over the last ~2 years) with their search text as order-values.ts builds it: investment name and
 * place, industry titles, description, then the Polish lemmas of those words, folded as on save.
 */
export const insertOrders = (
  db: DbExecutor,
  range: { from: number; to: number },
  sizes: { participations: number; industries: number; phrases: number },
) =>
  db.execute(sql`
    insert into orders (status, investment_id, company_id, is_approved, publish_at, offer_deadline_from, offer_deadline_to,
      work_deadline_from, work_deadline_to, scope, description, industry_ids, search_text,
      visible_to_industry_users_only, created_at, updated_at, deleted_reason, removed)
    select case when g % 10 = 0 then 'ARCHIVED' when g % 41 = 0 then 'DRAFT' when g % 23 = 0 then 'PLANNED' else 'RELEASED' end,
           p.investment_id, p.company_id, g % 13 <> 0,
           case when g % 10 <> 0 and g % 41 = 0 then null
                when g % 10 <> 0 and g % 23 = 0 then now() + make_interval(days => 1 + g % 30)
                else now() - make_interval(hours => g % 17000) end,
           current_date - (g % 20), current_date + (g % 90) - 15,
           date_trunc('month', current_date + (g % 300) - 60)::date, date_trunc('month', current_date + (g % 300) + 120)::date,
           (array['DELIVERY','SERVICE','DELIVERY_AND_SERVICE'])[1 + g % 3], '<p>' || d.text || '</p>',
           case when g % 3 = 0 and b.id <> p.industry_id then array[p.industry_id, b.id] else array[p.industry_id] end,
           fold_text(concat_ws(' ', i.name, l.name, pi.title, case when g % 3 = 0 and b.id <> p.industry_id then b.title end, d.text,
             nullif(i.name_lemmas, ''), nullif(l.lemmas, ''), nullif(pi.lemmas, ''),
             case when g % 3 = 0 and b.id <> p.industry_id then nullif(b.lemmas, '') end, nullif(d.lemmas, ''))),
           g % 19 = 0, now() - make_interval(hours => g % 17000), now() - make_interval(hours => g % 9000),
           case when g % 10 = 0 then (case when g % 50 = 0 then 'USER_MISTAKE' else 'EXPIRED' end) end,
           g % 50 = 0
      from generate_series(${range.from}::int, ${range.to}::int) g
      join bench_tmp_participations p on p.rn = 1 + (g::bigint * 7919) % ${sizes.participations}::int
      join investments i on i.id = p.investment_id
      left join bench_tmp_locations l on l.id = i.location_id
      left join bench_tmp_industries pi on pi.id = p.industry_id
      join bench_tmp_industries b on b.rn = 1 + (g::bigint * 31) % ${sizes.industries}::int
      join bench_tmp_phrases d on d.rn = 1 + g % ${sizes.phrases}::int
     order by g`);

/** The order's industries as the form saves them (position = order in industry_ids). */
export const insertOrderIndustries = (db: DbExecutor, ids: { from: number; to: number }) =>
  db.execute(sql`insert into order_industries (order_id, industry_id, position, work_scope_number, unit)
    select o.id, x.id, x.n - 1, 1 + o.id % 997, 'm2' from orders o cross join unnest(o.industry_ids) with ordinality x(id, n)
     where o.id between ${ids.from} and ${ids.to} on conflict do nothing`);

/**
 * The demo client's company takes part in every `every`-th investment (1-2 works each), so that the card
 * of a company with ~5,000 investments (a large client's size) is measured as its own users see it.
 */
export const addHeavyCompany = (db: DbExecutor, every: number) =>
  db.execute(sql`
    with company as (select company_id as id from users where login = 'klient'),
         picked as (select id, value_pln from investments where id % ${every}::int = 0)
    insert into investment_companies (investment_id, company_id, industry_id, role, is_supply, is_service, value_pln)
    select p.id, c.id, (array[1702, 401, 402, 501, 601, 701, 801])[1 + p.id % 7], 'SUBCONTRACTOR', false, true,
           (p.value_pln / 10)::bigint
      from picked p cross join company c
    union all
    select p.id, c.id, (array[1702, 401, 402, 501, 601, 701, 801])[1 + (p.id + 3) % 7], 'SUBCONTRACTOR', true, false, null::bigint
      from picked p cross join company c where p.id % 4 = 0
    on conflict do nothing`);

export const setMarkerVersion = (db: DbExecutor, scale: string, version: number, counts: Record<string, number>) =>
  db.execute(
    sql`update bench_dataset set version = ${version}, counts = ${JSON.stringify(counts)}::jsonb where scale = ${scale}`,
  );

/** Tables the generator fills in bulk: their plain indexes are made once after the load, not row by row. */
// investment_search_names: the investments' narrow copy (its trigram index grows with every batch otherwise)
export const BULK_TABLES = [
  'companies',
  'investments',
  'investment_search_names',
  'investment_companies',
  'orders',
  'order_industries',
];

/**
 * The tables' indexes that no statement of the load needs: not unique (unique ones decide `on conflict`)
 * and not backing a constraint. Their definitions, so that they are made again as the migrations made them.
 */
export const plainIndexes = async (db: DbExecutor, tables: string[]) =>
  (
    await db.execute<{ name: string; definition: string }>(sql`
      select i.indexname as name, i.indexdef as definition
        from pg_indexes i join pg_class c on c.relname = i.indexname and c.relkind = 'i'
        join pg_index x on x.indexrelid = c.oid
       where i.schemaname = 'public' and i.tablename = any(${`{${tables.join(',')}}`}::text[])
         and not x.indisunique and not exists (select 1 from pg_constraint k where k.conindid = c.oid)
       order by i.tablename, i.indexname`)
  ).rows;

export const dropIndexes = async (db: DbExecutor, names: string[]) => {
  for (const name of names) await db.execute(sql`drop index ${sql.identifier(name)}`);
};

/** An index made from its definition, with more sort memory than a request gets (one build at a time). */
export const createIndex = (db: DbExecutor, definition: string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await tx.execute(sql.raw(definition));
  });

/**
 * Fresh statistics for tables that have just grown from a few rows: the foreign-key checks of the rows
 * inserted next are planned from them (planned on the demo's few orders, each check read every order).
 */
export const analyzeTables = (db: DbExecutor, tables: string[]) =>
  db.execute(sql.raw(`analyze ${tables.map((t) => `"${t}"`).join(', ')}`));

/**
 * The map's kept counts (migration 0023) and the reports' kept figures (migration 0049) follow each
 * statement on orders, their industries, offers and participations through triggers: a bulk load
 * switches them off and makes them once at the end (order_map_rebuild; report_units_rebuild and
 * report_companies_rebuild, after the last participations).
 */
const BULK_TRIGGERS = [
  ['orders', 'orders_map_counts_insert'],
  ['orders', 'orders_map_counts_update'],
  ['orders', 'orders_map_counts_delete'],
  ['orders', 'report_units_orders'],
  ['order_industries', 'report_units_order_industries_insert'],
  ['order_industries', 'report_units_order_industries_update'],
  ['order_industries', 'report_units_order_industries_delete'],
  ['investment_companies', 'report_companies_participations_insert'],
  ['investment_companies', 'report_companies_participations_update'],
  ['investment_companies', 'report_companies_participations_delete'],
] as const;
export const setKeptTriggers = async (db: DbExecutor, on: boolean) => {
  for (const [table, name] of BULK_TRIGGERS)
    await db.execute(
      sql`alter table ${sql.identifier(table)} ${sql.raw(on ? 'enable' : 'disable')} trigger ${sql.identifier(name)}`,
    );
};
export const rebuildOrderMap = (db: DbExecutor) => db.execute(sql`select order_map_rebuild()`);
export const rebuildReportFigures = (db: DbExecutor) =>
  db.execute(sql`select report_units_rebuild(), report_companies_rebuild()`);

/**
 * Statistics for the planner, and the visibility map that lets covering indexes answer without
 * reading the table (fresh rows are not marked all-visible until a vacuum).
 */
export const vacuumAnalyzeAll = (db: DbExecutor) => db.execute(sql`vacuum analyze`);

/** A checksum of a few generated columns per table (same seed, same data: same checksum). */
export const datasetChecksum = async (db: DbExecutor): Promise<string> => {
  const row = (
    await db.execute<{ c: string }>(sql`select md5(concat_ws('|',
      (select string_agg(md5(name || coalesce(nip, '') || subsidized::text), '' order by id) from companies),
      (select string_agg(md5(name || coalesce(name_lemmas, '') || coalesce(value_pln, 0)::text), '' order by id) from investments),
      (select string_agg(md5(investment_id || ':' || company_id || ':' || industry_id || role), ''
          order by investment_id, company_id, industry_id) from investment_companies),
      (select string_agg(md5(status || investment_id || ':' || company_id || search_text), '' order by id) from orders)
    )) as c`)
  ).rows[0];
  return row?.c ?? '';
};
