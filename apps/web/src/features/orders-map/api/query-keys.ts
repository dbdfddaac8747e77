import type { OrderListParams } from '@platform/shared';
import { orderRootKey } from '@/lib/query-keys';

/** Keys of the order map (spec 2.10); under the order root, so a changed order refreshes the map too. */
export const orderMapKeys = {
  provinces: (params: OrderListParams) => [...orderRootKey, 'map', 'provinces', params] as const,
  pins: (params: OrderListParams, bbox: string) => [...orderRootKey, 'map', 'pins', params, bbox] as const,
};
