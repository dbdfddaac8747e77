import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { presentPins } from './orders-map.presenter.js';
import { findPins } from './orders-map.queries.js';

const t = useTestApp();
const filter = { statuses: ['RELEASED'] as const, owner: null, searchWords: [] };
const POLAND = { west: 13.8, south: 48.9, east: 24.4, north: 55 };
let investments = 0;

beforeAll(async () => {
  investments = presentPins(
    await findPins(t.app.db, filter, 'index', POLAND, { pinsMax: 1_000_000, gridCells: 48 }),
  ).investments;
});

describe('pins past the limit', () => {
  it('become grid clusters with summed counts, at most gridCells² of them', async () => {
    expect(investments).toBeGreaterThan(4);
    const all = presentPins(await findPins(t.app.db, filter, 'index', POLAND, { pinsMax: 1_000_000, gridCells: 48 }));
    const clustered = presentPins(await findPins(t.app.db, filter, 'index', POLAND, { pinsMax: 3, gridCells: 2 }));
    expect(clustered.pins).toEqual([]);
    expect(clustered.clusters.length).toBeGreaterThan(0);
    expect(clustered.clusters.length).toBeLessThanOrEqual(4);
    expect(clustered.investments).toBe(investments);
    const sum = (items: { orders: number }[]) => items.reduce((s, i) => s + i.orders, 0);
    expect(sum(clustered.clusters)).toBe(sum(all.pins));
    expect(clustered.clusters.reduce((s, c) => s + c.investments, 0)).toBe(all.pins.length);
  });
});
