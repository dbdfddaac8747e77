import { Redis } from 'ioredis';

/** A small JSON cache: in process by default, Redis (shared by every API instance) with REDIS_URL. */
export type Cache = {
  getOrSet: <T>(key: string, ttlMs: number, load: () => Promise<T>) => Promise<T>;
  delete: (prefix: string) => Promise<void>;
  /** One key's value, or null when absent or expired. */
  get: <T>(key: string) => Promise<T | null>;
  set: (key: string, value: unknown, ttlMs: number) => Promise<void>;
  /** Adds one atomically (shared counters such as failed logins) and answers the new count. */
  increment: (key: string, ttlMs: number) => Promise<number>;
  remove: (key: string) => Promise<void>;
  close: () => Promise<void>;
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
    increment: async (key, ttlMs) => {
      const hit = entries.get(key);
      const count = (hit && hit.expires > Date.now() ? (hit.value as number) : 0) + 1;
      store(key, { expires: Date.now() + ttlMs, value: count });
      return count;
    },
    remove: async (key) => {
      entries.delete(key);
    },
    close: async () => entries.clear(),
  };
};

const redisCache = (url: string): Cache => {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, keyPrefix: 'platforma:' });
  return {
    redis,
    getOrSet: async <T>(key: string, ttlMs: number, load: () => Promise<T>) => {
      const hit = await redis.get(key).catch(() => null);
      if (hit !== null) return JSON.parse(hit) as T;
      const value = await load();
      await redis.set(key, JSON.stringify(value), 'PX', ttlMs).catch(() => undefined);
      return value;
    },
    delete: async (prefix) => {
      const keys = await redis.keys(`platforma:${prefix}*`);
      if (keys.length) await redis.del(...keys.map((k) => k.replace(/^platforma:/, '')));
    },
    get: async <T>(key: string) => {
      const hit = await redis.get(key);
      return hit === null ? null : (JSON.parse(hit) as T);
    },
    set: async (key, value, ttlMs) => {
      await redis.set(key, JSON.stringify(value), 'PX', ttlMs);
    },
    increment: async (key, ttlMs) => {
      const [[, count] = []] = (await redis.multi().incr(key).pexpire(key, ttlMs).exec()) ?? [];
      return Number(count);
    },
    remove: async (key) => {
      await redis.del(key);
    },
    close: async () => {
      redis.disconnect();
    },
  };
};

export const createCache = (redisUrl?: string): Cache => (redisUrl ? redisCache(redisUrl) : memoryCache());
