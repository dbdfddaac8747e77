import { DEFAULT_COMPARATOR_SCOPES, type MarketComparatorQuery } from '@platform/shared';

/** The comparator's address-bar form: each scope a repeated `scope`, defaults left out. */
export const comparatorToQuery = (q: MarketComparatorQuery): URLSearchParams => {
  const params = new URLSearchParams();
  const isDefault = q.scope.join('|') === DEFAULT_COMPARATOR_SCOPES.join('|');
  if (!isDefault) for (const scope of q.scope) params.append('scope', scope);
  if (q.from) params.set('from', q.from);
  if (q.to) params.set('to', q.to);
  if (q.investmentsWithArchived) params.set('investmentsWithArchived', 'true');
  return params;
};
