/** The investment map of the same search (spec platform 2.10's map, for investments). */
import { z } from 'zod';
import { bboxSchema, mapPointSchema } from '../orders-map.js';
import { text } from '../text.js';
import { investmentSearchParamsSchema } from './search-params.js';

export const investmentMapQuerySchema = investmentSearchParamsSchema.omit({ strona: true, sort: true });
export const investmentMapPinsQuerySchema = investmentMapQuerySchema.extend({ bbox: bboxSchema });

export const investmentProvinceCountSchema = z
  .object({
    /** 1-16, null for investments outside the voivodeships. */
    provinceId: z.number().int().nullable(),
    province: text(),
    count: z.number().int(),
    valuePln: z.number(),
  })
  .meta({ id: 'InvestmentProvinceCount' });
export type InvestmentProvinceCount = z.infer<typeof investmentProvinceCountSchema>;
export const investmentProvinceCountsSchema = z
  .array(investmentProvinceCountSchema)
  .meta({ id: 'InvestmentProvinceCounts' });

/** Investments at one address share a pin; the pin opens their list. */
export const investmentPinSchema = z
  .object({
    coordinates: mapPointSchema,
    sectorId: z.number().int().nullable(),
    investments: z.array(z.object({ id: z.number().int(), name: text(), valuePln: z.number().nullable() })),
  })
  .meta({ id: 'InvestmentPin' });
export type InvestmentPin = z.infer<typeof investmentPinSchema>;

export const investmentClusterSchema = z
  .object({ coordinates: mapPointSchema, investments: z.number().int() })
  .meta({ id: 'InvestmentCluster' });
export type InvestmentCluster = z.infer<typeof investmentClusterSchema>;

/** Pins of the bbox, or grid clusters when it holds more than ORDERS_MAP.pinsMax investments. */
export const investmentPinsSchema = z
  .object({
    pins: z.array(investmentPinSchema),
    clusters: z.array(investmentClusterSchema),
    investments: z.number().int(),
  })
  .meta({ id: 'InvestmentPins' });
export type InvestmentPins = z.infer<typeof investmentPinsSchema>;

/** The powiats of the search's filter (names in lower case, as the register writes them). */
export const investmentDistrictsSchema = z
  .array(z.object({ id: z.number().int(), name: text(), provinceId: z.number().int() }))
  .meta({ id: 'InvestmentDistricts' });
export type InvestmentDistrict = z.infer<typeof investmentDistrictsSchema>[number];
