import type { OrderListType } from '@platform/shared';

export const savedFilterKeys = {
  all: ['user-filters'] as const,
  byType: (type: OrderListType) => ['user-filters', type] as const,
};
