/** The four kinds of interaction of an order and their Polish labels (spec 3 "Order statistics"). */
export const STATISTICS_KINDS = [
  ['visits', 'Wyświetlenia'],
  ['contactFetches', 'Pobrania kontaktu'],
  ['orderShares', 'Udostępnienia'],
  ['conversationInteractions', 'Interakcje w rozmowach'],
] as const;
