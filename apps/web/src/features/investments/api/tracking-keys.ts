/** Query keys of watching, the history, the on-hold list (the feature's; the shared investment keys are in @/lib/investments). */
export const trackingKeys = {
  all: ['investment-tracking'] as const,
  follow: (id: number) => ['investment-tracking', 'follow', id] as const,
  history: (id: number) => ['investment-tracking', 'history', id] as const,
  /** 'Obserwowane inwestycje': the user's follows, a page at a time */
  watchedAll: ['investment-tracking', 'watched'] as const,
  watched: (page: number) => ['investment-tracking', 'watched', page] as const,
  onHold: (page: number) => ['investment-tracking', 'on-hold', page] as const,
};

/** The staff panel's picker: every investment by a part of its name. */
export const pickerKey = (search: string) => ['investment-tracking', 'picker', search] as const;
