import {
  defaultOrderStatuses,
  filterToQuery,
  type OrderListFilter,
  type OrderListParams,
  type OrderListViewer,
} from '@platform/shared';

/**
 * The map's call: the all-orders list's filter (the same contract), always with a status, since pins
 * load only when the filters include one (spec 4). The map has no location filter: the map is the place.
 */
export const mapQuery = (f: OrderListFilter, viewer: OrderListViewer): OrderListParams => {
  const { locationIds: _l, provinceIds: _p, distance: _d, ...rest } = filterToQuery(f, viewer);
  return { ...rest, status: f.status.length ? f.status : defaultOrderStatuses('all') };
};

/** Leaflet's bounds as the bbox parameter, rounded to about 10 m so that small moves share a cache entry. */
export const bboxOf = (b: { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number }) =>
  [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]
    .map((v, i) => {
      const rounded = i < 2 ? Math.floor(v * 1e4) / 1e4 : Math.ceil(v * 1e4) / 1e4;
      return Math.min(i % 2 === 0 ? 180 : 90, Math.max(i % 2 === 0 ? -180 : -90, rounded));
    })
    .join(',');
