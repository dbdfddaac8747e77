/** The order map (spec 2.10, 3 "Map pin" and "Province count", 7 "Order map"): calls and answers. */
import { z } from 'zod';
import { orderListQuerySchema } from './orders/lists.js';
import { text } from './text.js';

export const ORDERS_MAP = {
  /** Zoom 6 is the province view; below it the map shows one bubble per voivodeship. */
  provinceZoom: 6,
  minZoom: 5,
  maxZoom: 18,
  centre: { latitude: 51.95, longitude: 19.15 },
  /** Poland's bounds with a margin: [[south, west], [north, east]]. */
  bounds: [
    [48.9, 13.8],
    [55.0, 24.4],
  ] as [[number, number], [number, number]],
  pinSize: [40, 55] as [number, number],
  /** More investments than this in a bbox are answered as grid clusters (the answer stays small). */
  pinsMax: 2000,
  /** The grid of those clusters: at most gridCells x gridCells cells over the bbox. */
  gridCells: 48,
  wheelDebounceMs: 1500,
  filterDebounceMs: 1000,
} as const;

/** Texts of the map screen (spec 1, 2.10). */
export const ORDERS_MAP_TEXTS = {
  freePlan:
    'Korzystasz z bezpłatnej wersji platformy. Chcesz uzyskać pełny dostęp do informacji o inwestycjach i zleceniach z całej Polski?',
  trialButton: 'Wypróbuj bez zobowiązań',
  provinceOrders: (count: number) => `Zlecenia: ${count}`,
  show: 'Pokaż',
  wholeMap: 'Cała Polska',
  zoomInForList: 'Przybliż mapę, aby zobaczyć listę inwestycji.',
  noInvestments: 'Brak inwestycji ze zleceniami w widocznym obszarze.',
  otherProvince: 'Poza województwami',
} as const;

/** Cluster radius of spec 2.10 at a zoom level. */
export const clusterRadius = (zoom: number) => 240 - 4 * zoom;

/** The list filters of GET /orders without paging and sort: the map reuses the list's contract. */
export const ordersMapQuerySchema = orderListQuerySchema.omit({ page: true, size: true, sort: true });
export type OrdersMapQuery = z.infer<typeof ordersMapQuerySchema>;

const BBOX_MESSAGE = 'Nieprawidłowy obszar mapy (bbox: zachód,południe,wschód,północ).';

/** 'west,south,east,north' in degrees (longitude, latitude), as Leaflet's toBBoxString answers. */
export const bboxSchema = text()
  .transform((value, ctx) => {
    const parts = value.split(',').map((p) => (p.trim() === '' ? Number.NaN : Number(p)));
    const [west, south, east, north] = parts as [number, number, number, number];
    const ok =
      parts.length === 4 &&
      parts.every(Number.isFinite) &&
      west >= -180 &&
      east <= 180 &&
      south >= -90 &&
      north <= 90 &&
      west <= east &&
      south <= north;
    if (!ok) {
      ctx.addIssue({ code: 'custom', message: BBOX_MESSAGE });
      return z.NEVER;
    }
    return { west, south, east, north };
  })
  .meta({ description: BBOX_MESSAGE });
export type Bbox = { west: number; south: number; east: number; north: number };

export const ordersMapPinsQuerySchema = ordersMapQuerySchema.extend({ bbox: bboxSchema });

export const mapPointSchema = z.object({ x: z.number(), y: z.number() });

export const mapPinSchema = z
  .object({
    investmentId: z.number().int(),
    investmentName: text(),
    sectorId: z.number().int().nullable(),
    coordinates: mapPointSchema,
    orders: z.number().int(),
  })
  .meta({ id: 'MapPin' });
export type MapPin = z.infer<typeof mapPinSchema>;

/** Investments of one grid cell when the bbox holds more than ORDERS_MAP.pinsMax of them. */
export const mapClusterSchema = z
  .object({ coordinates: mapPointSchema, investments: z.number().int(), orders: z.number().int() })
  .meta({ id: 'MapCluster' });
export type MapCluster = z.infer<typeof mapClusterSchema>;

/**
 * Pins of the bbox, or (more than pinsMax investments) grid clusters with summed counts: a
 * country-wide bbox never sends 300,000 points. `investments` counts every investment of the bbox.
 */
export const ordersMapPinsSchema = z
  .object({
    pins: z.array(mapPinSchema),
    clusters: z.array(mapClusterSchema),
    investments: z.number().int(),
  })
  .meta({ id: 'OrdersMapPins' });
export type OrdersMapPins = z.infer<typeof ordersMapPinsSchema>;

/** 'other': orders of investments outside the 16 voivodeships. */
export const OTHER_PROVINCE = 'other';

export const provinceCountSchema = z
  .object({
    province: text(),
    /** 1-16, null for 'other'. */
    provinceId: z.number().int().nullable(),
    count: z.number().int(),
  })
  .meta({ id: 'ProvinceCount' });
export type ProvinceCount = z.infer<typeof provinceCountSchema>;
export const provinceCountsSchema = z.array(provinceCountSchema).meta({ id: 'ProvinceCounts' });
