import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * LISTEN on a channel the database NOTIFYs (a trigger's `pg_notify`, delivered when the writing
 * transaction commits). `onNotify` runs for each notification; `onGap` when notifications may have been
 * missed (the connection was lost and is back), so that the listener can act as if one came.
 */
export type Listener = { onNotify: () => void; onGap: () => void };
export type Unlisten = () => Promise<void>;

const CHANNEL = /^[a-z_]+$/;
const RETRY_MS = { first: 500, max: 30_000 };

/** PostgreSQL server: one connection of its own (not from the pool), opened again with backoff when lost. */
export const listenPostgres = async (url: string, channel: string, listener: Listener): Promise<Unlisten> => {
  if (!CHANNEL.test(channel)) throw new Error(`listen: bad channel name "${channel}"`);
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delay: number) => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(delay, true);
    }, delay);
    timer.unref();
  };
  const connect = async (delay: number, reconnect: boolean) => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 3_000 });
    c.on('error', () => undefined);
    c.on('notification', (message) => {
      if (message.channel === channel) listener.onNotify();
    });
    c.on('end', () => {
      if (client !== c) return;
      client = undefined;
      schedule(RETRY_MS.first);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      if (closed) return void (await c.end());
      client = c;
      if (reconnect) listener.onGap();
    } catch {
      await c.end().catch(() => undefined);
      schedule(Math.min(delay * 2, RETRY_MS.max));
    }
  };
  await connect(RETRY_MS.first, false);
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
};

/** PGlite: the one in-process connection; nothing can be missed. */
export const listenPglite = async (client: PGlite, channel: string, listener: Listener): Promise<Unlisten> => {
  if (!CHANNEL.test(channel)) throw new Error(`listen: bad channel name "${channel}"`);
  const unlisten = await client.listen(channel, () => listener.onNotify());
  return () => unlisten();
};
