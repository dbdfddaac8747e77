import { describe, expect, it } from 'vitest';
import type { ActorUser } from '../lib/actor.js';
import { createActorCache } from './actor-cache.js';

const actor = (companyId: number, services: string[] = []) =>
  ({
    id: 1,
    login: 'a',
    accountType: 'CLIENT',
    companyId,
    companyAdmin: false,
    availableServices: services,
    isSubsidized: false,
  }) as unknown as ActorUser;

describe('actor cache (in process)', () => {
  it('does not store a load that an invalidation overtook (a read racing a write)', async () => {
    const cache = createActorCache({ actorTtlMs: 60_000, sessionTtlMs: 60_000, redis: null });
    let release: (value: ActorUser) => void = () => undefined;
    const slow = cache.actor(1, () => new Promise<ActorUser>((resolve) => (release = resolve)));
    await cache.forgetUser(1);
    release(actor(5, ['OLD']));
    expect((await slow)?.availableServices).toEqual(['OLD']);
    // The old row was not kept: the next request loads again.
    expect((await cache.actor(1, async () => actor(5, ['NEW'])))?.availableServices).toEqual(['NEW']);
  });

  it('drops the members of a changed company, keeps the rest', async () => {
    const cache = createActorCache({ actorTtlMs: 60_000, sessionTtlMs: 60_000, redis: null });
    await cache.actor(1, async () => actor(5));
    await cache.actor(2, async () => ({ ...actor(6), id: 2 }));
    await cache.forgetCompany(5);
    let loads = 0;
    const count = async (a: ActorUser) => {
      loads++;
      return a;
    };
    await cache.actor(1, () => count(actor(5)));
    await cache.actor(2, () => count(actor(6)));
    expect(loads).toBe(1);
  });
});
