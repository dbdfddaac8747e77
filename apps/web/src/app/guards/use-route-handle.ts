import { useMatches } from 'react-router';
import { isRouteHandle, type RouteHandle } from '../route-handle';

const FALLBACK: RouteHandle = { title: '', access: 'public' };

/** The rules of the deepest matched route that declares them. */
export const useRouteHandle = (): RouteHandle => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return FALLBACK;
};
