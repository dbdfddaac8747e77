/** Query keys of the investment search and map (the address bar's record of the search in each). */
type Params = Record<string, string>;

export const investmentSearchKeys = {
  all: ['investment-search'] as const,
  page: (params: Params) => ['investment-search', 'page', params] as const,
  provinces: (params: Params) => ['investment-search', 'provinces', params] as const,
  pins: (params: Params, bbox: string) => ['investment-search', 'pins', params, bbox] as const,
  saved: () => ['investment-search', 'saved'] as const,
};
