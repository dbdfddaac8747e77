import { useEffect, useRef } from 'react';

/**
 * Leaving a list of followed things ends the visit: its changes count from then (not from arrival, so
 * that they stay on screen while the user works through them). Only a visit that saw the list counts.
 */
export const useVisitEnd = (loaded: boolean, markSeen: () => void) => {
  const seen = useRef(false);
  if (loaded) seen.current = true;
  useEffect(() => () => (seen.current ? markSeen() : undefined), [markSeen]);
};
