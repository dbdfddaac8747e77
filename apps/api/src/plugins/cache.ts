import { Redis } from 'ioredis';
import { appError } from '../lib/app-error.js';

/** A small JSON cache: in process by default, Redis (shared by every API instance) with REDIS_URL. */
export type Cache = {
  getOrSet: <T>(key: string, ttlMs: number, load: () => Promise<T>) => Promise<T>;
  delete: (prefix: string) => Promise<void>;
  /** One key's value, or null when absent or expired. */
  get: <T>(key: string) => Promise<T | null>;
  set: (key: string, value: unknown, ttlMs: number) => Promise<void>;
  /** Adds one (or `by`) atomically (shared counters such as failed logins) and answers the new count. */
  increment: (key: string, ttlMs: number, by?: number) => Promise<number>;
  remove: (key: string) => Promise<void>;
  close: () => Promise<void>;
  /** Resolves once the cache can answer (Redis connected), or after a few seconds without it. */
  ready: () => Promise<void>;
  redis: Redis | null;
};

/** Keys come partly from what users type (search words), so the process cache is bounded. */
export const MEMORY_CACHE_MAX_ENTRIES = 5_000;

export const memoryCache = (maxEntries = MEMORY_CACHE_MAX_ENTRIES): Cache => {
  // A Map keeps insertion order: re-setting a key moves it to the end, so the first key is the oldest.
  const entries = new Map<string, { expires: number; value: unknown }>();
  const store = (key: string, entry: { expires: number; value: unknown }) => {
    entries.delete(key);
    if (entries.size >= maxEntries) {
      const now = Date.now();
      for (const [k, e] of entries) if (e.expires <= now) entries.delete(k);
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    }
    entries.set(key, entry);
  };
  return {
    redis: null,
    getOrSet: async <T>(key: string, ttlMs: number, load: () => Promise<T>) => {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value as T;
      const value = await load();
      store(key, { expires: Date.now() + ttlMs, value });
      return value;
    },
    delete: async (prefix) => {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    get: async <T>(key: string) => {
      const hit = entries.get(key);
      return hit && hit.expires > Date.now() ? (hit.value as T) : null;
    },
    set: async (key, value, ttlMs) => store(key, { expires: Date.now() + ttlMs, value }),
    increment: async (key, ttlMs, by = 1) => {
      const hit = entries.get(key);
      const count = (hit && hit.expires > Date.now() ? (hit.value as number) : 0) + by;
      store(key, { expires: Date.now() + ttlMs, value: count });
      return count;
    },
    remove: async (key) => {
      entries.delete(key);
    },
    close: async () => entries.clear(),
    ready: async () => undefined,
  };
};

const REDIS_READY_WAIT_MS = 3000;

const redisCache = (url: string): Cache => {
  // Fail fast while Redis is away (no queue waiting for reconnects, a second at most per command):
  // a request then reads the database instead of waiting on the cache.
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: false,
    commandTimeout: 1000,
    keyPrefix: 'platforma:',
  });
  // Without a listener ioredis prints every failed reconnect; each failed command is handled below.
  redis.on('error', () => undefined);
  return {
    redis,
    getOrSet: async <T>(key: string, ttlMs: number, load: () => Promise<T>) => {
      const hit = await redis.get(key).catch(() => null);
      if (hit !== null) return JSON.parse(hit) as T;
      const value = await load();
      await redis.set(key, JSON.stringify(value), 'PX', ttlMs).catch(() => undefined);
      return value;
    },
    // While Redis is away a read is a miss and a write is skipped: callers fall back to the database,
    // which stays the truth. Only a counter cannot be guessed, so `increment` answers 503.
    delete: async (prefix) => {
      const keys = await redis.keys(`platforma:${prefix}*`).catch(() => []);
      if (keys.length) await redis.del(...keys.map((k) => k.replace(/^platforma:/, ''))).catch(() => undefined);
    },
    get: async <T>(key: string) => {
      const hit = await redis.get(key).catch(() => null);
      return hit === null ? null : (JSON.parse(hit) as T);
    },
    set: async (key, value, ttlMs) => {
      await redis.set(key, JSON.stringify(value), 'PX', ttlMs).catch(() => undefined);
    },
    increment: async (key, ttlMs, by = 1) => {
      const result = await redis
        .multi()
        .incrby(key, by)
        .pexpire(key, ttlMs)
        .exec()
        .catch(() => null);
      if (!result) throw appError('CACHE_UNAVAILABLE');
      const [[, count] = []] = result;
      return Number(count);
    },
    remove: async (key) => {
      await redis.del(key).catch(() => undefined);
    },
    // Commands are not queued while disconnected, so the app waits for the first connection (bounded).
    ready: () =>
      redis.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              redis.off('ready', done);
              resolve();
            };
            const timer = setTimeout(done, REDIS_READY_WAIT_MS);
            redis.once('ready', done);
          }),
    close: async () => {
      redis.disconnect();
    },
  };
};

export const createCache = (redisUrl?: string): Cache => (redisUrl ? redisCache(redisUrl) : memoryCache());
