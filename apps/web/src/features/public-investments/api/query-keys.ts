/** Query keys of the public investment pages (the same for every visitor). */
export const publicInvestmentKeys = {
  cities: ['public-investments', 'cities'] as const,
  city: (slug: string) => ['public-investments', 'city', slug] as const,
  sampleInvestments: ['public-investments', 'sample-investments'] as const,
  sampleOrders: ['public-investments', 'sample-orders'] as const,
};
