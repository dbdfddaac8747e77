import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from '../test/server-database.js';
import { applyFunctions, readFunctionFiles, type SqlSession } from './apply-functions.js';
import { migrationsFolder, PGLITE_EXTENSIONS } from './client.js';

/** A fresh database with the versioned migrations only, as every existing database was made. */
const migratedOnly = async (): Promise<{ kind: string; session: SqlSession; close: () => Promise<void> }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createServerDatabase(serverUrl, 'test_functions');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await migratePg(drizzlePg(client), { migrationsFolder });
    return {
      kind: 'PostgreSQL',
      session: { exec: (text) => client.query(text), rows: async (text) => (await client.query(text)).rows },
      close: async () => {
        await client.end();
        await database.drop();
      },
    };
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    kind: 'PGlite',
    session: { exec: (text) => client.exec(text), rows: async <T>(text: string) => (await client.query<T>(text)).rows },
    close: () => client.close(),
  };
};

type Definition = { name: string; definition: string };

/** Every function, aggregate and trigger of the schema as the database prints it (extensions' own left out). */
const definitions = async (session: SqlSession) => ({
  functions: await session.rows<Definition>(`
    select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
           case when p.prokind = 'a'
                then (select to_jsonb(a) - 'aggfnoid' from pg_aggregate a where a.aggfnoid = p.oid)::text
                else pg_get_functiondef(p.oid) end as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public'
       and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
     order by 1`),
  triggers: await session.rows<Definition>(`
    select c.relname || '.' || t.tgname as name, pg_get_triggerdef(t.oid) || ' [' || t.tgenabled::text || ']' as definition
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and not t.tgisinternal
     order by 1`),
});

const namesOf = (rows: Definition[]) => rows.map((row) => row.name.replace(/^.*\.|\(.*$/g, '')).sort();

describe(`db/functions on a freshly migrated database (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Awaited<ReturnType<typeof migratedOnly>>;
  let migrated: Awaited<ReturnType<typeof definitions>>;

  beforeAll(async () => {
    database = await migratedOnly();
    migrated = await definitions(database.session);
  });
  afterAll(() => database?.close());

  it('holds one file for every function and trigger the migrations left, and nothing else', async () => {
    const declared = { functions: [] as string[], triggers: [] as string[] };
    for (const file of await readFunctionFiles()) {
      for (const [, kind, name] of file.sql.matchAll(/^CREATE OR REPLACE (FUNCTION|AGGREGATE|TRIGGER) (\w+)/gm)) {
        declared[kind === 'TRIGGER' ? 'triggers' : 'functions'].push(name as string);
      }
    }
    expect(declared.functions.sort()).toEqual(namesOf(migrated.functions));
    expect(declared.triggers.sort()).toEqual(namesOf(migrated.triggers));
    // what the database logic counts today: 34 functions, one aggregate, 28 triggers
    expect([migrated.functions.length, migrated.triggers.length]).toEqual([35, 28]);
  });

  it('holds the current bodies: applying the files changes no definition, and applying them again neither', async () => {
    await applyFunctions(database.session);
    expect(await definitions(database.session)).toEqual(migrated);
    await applyFunctions(database.session);
    expect(await definitions(database.session)).toEqual(migrated);
  });

  it('leaves a trigger switched off (a bulk load) switched off', async () => {
    await database.session.exec('ALTER TABLE orders DISABLE TRIGGER orders_map_counts_insert');
    await applyFunctions(database.session);
    const [trigger] = await database.session.rows<{ enabled: string }>(
      `select tgenabled::text as enabled from pg_trigger where tgname = 'orders_map_counts_insert'`,
    );
    expect(trigger?.enabled).toBe('D');
    await database.session.exec('ALTER TABLE orders ENABLE TRIGGER orders_map_counts_insert');
    expect(await definitions(database.session)).toEqual(migrated);
  });

  it('names the file of a failing statement and keeps none of the files applied before it', async () => {
    const failing: SqlSession = {
      ...database.session,
      exec: (text) => {
        if (text.includes('FUNCTION order_map_add(')) return Promise.reject(new Error('syntax error'));
        // an earlier file (name order) with another body: rolled back with the rest
        return database.session.exec(text.replace('SELECT lower(', 'SELECT upper('));
      },
    };
    await expect(applyFunctions(failing)).rejects.toThrow('db/functions/order_map_add.sql: syntax error');
    expect(await definitions(database.session)).toEqual(migrated);
  });
});
