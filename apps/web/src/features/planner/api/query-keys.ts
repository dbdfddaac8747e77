/** Query keys of 'Planer'; a new feed address invalidates `plannerKeys.feed`. */
export const plannerKeys = {
  all: ['planner'] as const,
  events: (from: string, to: string) => ['planner', 'events', from, to] as const,
  feed: ['planner', 'feed'] as const,
};
