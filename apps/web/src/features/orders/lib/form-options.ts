import { ORDER_SCOPE_LABELS, ORDER_SCOPES } from '@platform/shared';
import { VISIBILITY_LABELS } from './labels';

export const ORDER_SCOPE_OPTIONS = ORDER_SCOPES.map((s) => ({ value: s, label: ORDER_SCOPE_LABELS[s] }));

export const VISIBILITY_OPTIONS = [
  { value: false, label: VISIBILITY_LABELS.all },
  { value: true, label: VISIBILITY_LABELS.industry },
];
