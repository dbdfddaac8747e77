import { orderRootKey } from '@/lib/query-keys';

/** Keys of an order's changes ('Zmiany w zleceniu'); under the order root, so a saved order refreshes them. */
export const orderChangesKeys = {
  ofOrder: (orderId: number) => [...orderRootKey, 'changes', orderId] as const,
  acknowledgements: (orderId: number) => [...orderRootKey, 'changes', orderId, 'acknowledgements'] as const,
  mine: () => [...orderRootKey, 'changes', 'me'] as const,
};
