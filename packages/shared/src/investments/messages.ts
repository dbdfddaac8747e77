/** Texts of the investment search and map (spec platform 1: the free version's upsell). */
export const INVESTMENT_SEARCH_TEXTS = {
  searchTitle: 'Wyszukiwarka inwestycji',
  mapTitle: 'Mapa inwestycji',
  freePlan:
    'Korzystasz z bezpłatnej wersji platformy. Chcesz uzyskać pełny dostęp do informacji o inwestycjach i zleceniach z całej Polski?',
  trialButton: 'Wypróbuj bez zobowiązań',
  firstPageOnly: 'W wersji dotowanej dostępna jest tylko pierwsza strona wyników.',
  subscriptionOnly: 'Usługa dostępna tylko w abonamencie',
  provinceInvestments: (count: string) => `Inwestycje: ${count}`,
  noResults: 'Brak inwestycji spełniających kryteria.',
  followed: 'Obserwujesz',
} as const;
