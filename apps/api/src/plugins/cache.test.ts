import { describe, expect, it } from 'vitest';
import { memoryCache } from './cache.js';

describe('the in-process cache', () => {
  it('keeps at most its number of entries, dropping expired ones first and then the oldest', async () => {
    const cache = memoryCache(3);
    let loads = 0;
    const get = (key: string, ttlMs = 60_000) => cache.getOrSet(key, ttlMs, async () => `${key}:${++loads}`);
    await get('expired', -1);
    await get('a');
    await get('b');
    await get('c'); // full: the expired entry goes
    expect(await get('a')).toBe('a:2');
    await get('d'); // full: the oldest ('a') goes
    expect(await get('b')).toBe('b:3');
    expect(await get('a')).toBe('a:6');
    expect(loads).toBe(6);
  });
});
