import type { Redis } from 'ioredis';
import type { ActorUser } from '../lib/actor.js';

/**
 * The caller of a request (user + company flags + services) and whether its session is open,
 * kept in process for a short time so that a simple read costs no query for who is asking.
 *
 * Why in process with a broadcast, not a shared Redis value: a Redis read per request is a network
 * round trip of its own, the very cost this cache removes. Each instance holds its own copies, and a
 * change is announced on the Redis channel `platforma:auth-invalidate`; every instance (the sender
 * included) drops its copies when the message arrives, within a millisecond on one network. What
 * keeps this safe:
 * - a load that began before an invalidation is not stored (a generation number), so a read racing
 *   a write cannot put the old row back after the message;
 * - a lost message (Redis down or reconnecting) is covered by dropping every copy when the
 *   subscriber connects again, and by the short time to live in any case;
 * - without Redis there is one instance, and the in-process drop is the whole story.
 */
export type ActorCache = {
  actor: (userId: number, load: () => Promise<ActorUser | null>) => Promise<ActorUser | null>;
  sessionOpen: (sessionId: string, load: () => Promise<boolean>) => Promise<boolean>;
  /** The user's row changed (account type, services, block, company, login). */
  forgetUser: (userId: number) => Promise<void>;
  /** A company changed (subsidy, deletion, merge): every cached member is dropped. */
  forgetCompany: (companyId: number) => Promise<void>;
  /** A session ended (logout, revoked family): its access tokens are refused on the next request. */
  forgetSession: (sessionId: string) => Promise<void>;
  /** Resolves once invalidations from other instances are being received (or Redis is away). */
  ready: () => Promise<void>;
  close: () => Promise<void>;
};

export const AUTH_INVALIDATION_CHANNEL = 'platforma:auth-invalidate';
const MAX_ENTRIES = 10_000;
const READY_WAIT_MS = 3000;

type Invalidation = { user: number } | { company: number } | { session: string } | { all: true };
type Entry<T> = { value: T; expires: number };

/** A Map in insertion order; the oldest entry goes first when the bound is reached. */
const boundedSet = <K, V>(map: Map<K, V>, key: K, value: V) => {
  map.delete(key);
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as K);
  map.set(key, value);
};

export const createActorCache = (options: {
  actorTtlMs: number;
  sessionTtlMs: number;
  redis: Redis | null;
}): ActorCache => {
  const actors = new Map<number, Entry<ActorUser | null>>();
  const sessions = new Map<string, Entry<boolean>>();
  let generation = 0;

  const apply = (message: Invalidation) => {
    generation++;
    if ('all' in message) {
      actors.clear();
      sessions.clear();
    } else if ('user' in message) actors.delete(message.user);
    else if ('session' in message) sessions.delete(message.session);
    else for (const [id, entry] of actors) if (entry.value?.companyId === message.company) actors.delete(id);
  };

  const cached = async <K, T>(map: Map<K, Entry<T>>, key: K, ttlMs: number, load: () => Promise<T>): Promise<T> => {
    const hit = map.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const before = generation;
    const value = await load();
    if (ttlMs > 0 && generation === before) boundedSet(map, key, { value, expires: Date.now() + ttlMs });
    return value;
  };

  // The subscription is queued until the connection is up (the shared client fails fast instead),
  // and ioredis subscribes again by itself after a reconnection.
  const subscriber = options.redis?.duplicate({ enableOfflineQueue: true }) ?? null;
  let subscribed: Promise<void> = Promise.resolve();
  if (subscriber) {
    subscriber.on('error', () => undefined);
    subscriber.on('message', (_channel: string, raw: string) => {
      try {
        apply(JSON.parse(raw) as Invalidation);
      } catch {
        apply({ all: true });
      }
    });
    // Every (re)connection may follow missed messages: start from nothing.
    subscriber.on('ready', () => apply({ all: true }));
    subscribed = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, READY_WAIT_MS);
      subscriber
        .subscribe(AUTH_INVALIDATION_CHANNEL)
        .then(
          () => resolve(),
          () => resolve(),
        )
        .finally(() => clearTimeout(timer));
    });
  }

  const announce = async (message: Invalidation) => {
    apply(message);
    // The publisher's own subscriber hears it too (a harmless second drop).
    await options.redis?.publish(AUTH_INVALIDATION_CHANNEL, JSON.stringify(message)).catch(() => undefined);
  };

  return {
    actor: (userId, load) => cached(actors, userId, options.actorTtlMs, load),
    sessionOpen: (sessionId, load) => cached(sessions, sessionId, options.sessionTtlMs, load),
    forgetUser: (userId) => announce({ user: userId }),
    forgetCompany: (companyId) => announce({ company: companyId }),
    forgetSession: (sessionId) => announce({ session: sessionId }),
    ready: () => subscribed,
    close: async () => {
      subscriber?.disconnect();
      actors.clear();
      sessions.clear();
    },
  };
};
