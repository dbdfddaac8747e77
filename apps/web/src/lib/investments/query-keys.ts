/** Query keys of the investments module. */
export const investmentKeys = {
  all: ['investments'] as const,
  mine: (search: string, page: number) => ['investments', 'mine', search, page] as const,
  detail: (id: number) => ['investments', 'detail', id] as const,
  /** active investments by a part of their name, for a search box */
  choices: (search: string) => ['investments', 'choices', search] as const,
  /** under 'orders' (not 'investments'), so every order change refreshes the investment's order list */
  orders: (id: number, size: number) => ['orders', 'by-investment', id, size] as const,
};
