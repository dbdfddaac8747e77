import { matchesSearchTerms, plainSearchTerms } from '@platform/shared';
import { useCallback, useState } from 'react';
import { useSearchTerms } from './get-search-terms';

type SearchedNode = { title?: unknown; searchText?: unknown };

/**
 * The search of a tree picker (industries, sectors) by the platform's one search rule
 * (`matchesSearchTerms`): a node matches when every typed word, or one of its forms from the server's
 * dictionary ('instalacji' → 'instalacja', 'Wroclawiu' → 'wrocław'), is in the node's title, keywords
 * or their base forms (`searchText` of lib/tree-data). Until the forms arrive the typed words alone
 * filter. Spread as the TreeSelect's `showSearch`.
 */
export const useTreeSearch = () => {
  const [typed, setTyped] = useState('');
  const { text, terms } = useSearchTerms(typed);
  const filterTreeNode = useCallback(
    (input: string, node: SearchedNode) =>
      matchesSearchTerms(
        String(node.searchText ?? node.title ?? ''),
        terms && text === input.trim() ? terms : plainSearchTerms(input),
      ),
    [terms, text],
  );
  return { onSearch: setTyped, filterTreeNode };
};
