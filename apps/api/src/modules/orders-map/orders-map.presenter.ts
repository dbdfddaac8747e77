import type { OrdersMapPins } from '@platform/shared';
import type { PinRow } from './orders-map.queries.js';

/** Rows of findPins as the answer: pins, or grid clusters when the bbox holds too many investments. */
export const presentPins = (rows: PinRow[]): OrdersMapPins => {
  const answer: OrdersMapPins = { pins: [], clusters: [], investments: Number(rows[0]?.total ?? 0) };
  for (const row of rows) {
    const coordinates = { x: Number(row.x), y: Number(row.y) };
    if (row.kind === 'pin')
      answer.pins.push({
        investmentId: Number(row.investment_id),
        investmentName: row.investment_name ?? '',
        sectorId: row.sector_id === null ? null : Number(row.sector_id),
        coordinates,
        orders: Number(row.orders),
      });
    else answer.clusters.push({ coordinates, investments: Number(row.investments), orders: Number(row.orders) });
  }
  return answer;
};
