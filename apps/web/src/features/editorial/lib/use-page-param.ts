import { useSearchParams } from 'react-router';

/** The 0-based page of a public list, kept in the address (?strona=2 is the second page), so a link keeps it. */
export const usePageParam = (): [number, (page: number) => void] => {
  const [params, setParams] = useSearchParams();
  const shown = Number(params.get('strona'));
  const page = Number.isInteger(shown) && shown > 1 ? shown - 1 : 0;
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next > 0) copy.set('strona', String(next + 1));
        else copy.delete('strona');
        return copy;
      },
      { replace: false },
    );
  return [page, setPage];
};
