import { clusterRadius, type MapPin } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { clusterIndex, clusterPins, visibleItems } from './map-clusters';
import { mapQuery } from './map-query';

const pin = (investmentId: number, x: number, y: number, orders = 1): MapPin => ({
  investmentId,
  investmentName: `Inwestycja ${investmentId}`,
  sectorId: 1,
  coordinates: { x, y },
  orders,
});
const POLAND: [number, number, number, number] = [13.8, 48.9, 24.4, 55];

describe('map clusters', () => {
  it('uses the radius of spec 2.10', () => {
    expect(clusterRadius(6)).toBe(216);
    expect(clusterRadius(10)).toBe(200);
  });

  it('sums the order counts of a cluster and keeps far pins apart', () => {
    const pins = [pin(1, 21.0, 52.2, 2), pin(2, 21.01, 52.21, 3), pin(3, 16.9, 52.4, 1)];
    const items = visibleItems(clusterIndex(pins, 6), POLAND, 6);
    const cluster = items.find((i) => i.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster', orders: 5, investments: 2, sameAddress: false });
    expect(items.filter((i) => i.kind === 'pin').map((i) => i.kind === 'pin' && i.pin.investmentId)).toEqual([3]);
  });

  it('marks pins at one address, which open a list instead of zooming', () => {
    const pins = [pin(1, 19.5, 50.25), pin(2, 19.5, 50.25)];
    const index = clusterIndex(pins, 18);
    const [item] = visibleItems(index, POLAND, 18);
    expect(item).toMatchObject({ kind: 'cluster', sameAddress: true });
    if (item?.kind === 'cluster')
      expect(
        clusterPins(index, item.id)
          .map((p) => p.investmentId)
          .sort(),
      ).toEqual([1, 2]);
  });
});

describe('map query', () => {
  it('sends the list filter with a status and without places', async () => {
    const { EMPTY_ORDER_LIST_FILTER } = await import('@platform/shared');
    const q = mapQuery(
      {
        ...EMPTY_ORDER_LIST_FILTER,
        industryIds: [401],
        locations: [{ kind: 'province', id: 7, label: 'mazowieckie' }],
      },
      { scope: 'all', subsidized: false, staff: false },
    );
    expect(q).toMatchObject({ status: ['RELEASED'], industryIds: [401] });
    expect(q.provinceIds).toBeUndefined();
  });
});
