import { orderRootKey } from '@/lib/query-keys';

/** Keys of an order's questions and coverage; under the order root, so a changed order refreshes them. */
export const orderQuestionKeys = {
  all: (orderId: number) => [...orderRootKey, 'questions', orderId] as const,
  page: (orderId: number, page: number) => [...orderRootKey, 'questions', orderId, page] as const,
  coverage: (orderId: number) => [...orderRootKey, 'coverage', orderId] as const,
  alerts: () => [...orderRootKey, 'coverage-alerts'] as const,
};
