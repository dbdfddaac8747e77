import { useMatches } from 'react-router';

/** The Polish title declared by the deepest matched route. */
export const useHandleTitle = (): string => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as { title?: unknown } | undefined;
    if (handle && typeof handle.title === 'string') return handle.title;
  }
  return '';
};
