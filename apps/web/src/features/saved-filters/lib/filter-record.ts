/**
 * A saved filter stores the list's address-bar filters (without the page): each key with its
 * value, repeated keys as a list. Restoring rebuilds the same address.
 */
export type FilterRecord = Record<string, string | string[]>;

export const paramsToRecord = (params: URLSearchParams): FilterRecord => {
  const record: FilterRecord = {};
  for (const key of new Set(params.keys())) {
    if (key === 'page') continue;
    const values = params.getAll(key);
    record[key] = values.length > 1 || key === 'loc' ? values : (values[0] ?? '');
  }
  return record;
};

export const recordToParams = (record: Record<string, unknown>): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    if (key === 'page') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      params.set(key, String(value));
  }
  return params;
};
