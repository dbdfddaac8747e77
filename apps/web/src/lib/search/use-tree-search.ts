import { matchesSearchTerms, plainSearchTerms } from '@platform/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchTerms } from './get-search-terms';

type SearchedNode = { title?: unknown; searchText?: unknown };
type Key = string | number;
type KeyedNode = { value: Key; children?: readonly KeyedNode[] };

const allKeys = (nodes: readonly KeyedNode[]): Key[] =>
  nodes.flatMap((node) => [node.value, ...allKeys(node.children ?? [])]);

/**
 * The search of a tree picker (industries, sectors) by the platform's one search rule
 * (`matchesSearchTerms`): a node matches when every typed word, or one of its forms from the server's
 * dictionary ('instalacji' → 'instalacja', 'pokryc' → 'pokrycie'), is in the node's title, keywords
 * or their base forms (`searchText` of lib/tree-data). Until the forms arrive the typed words alone
 * filter. Spread into the TreeSelect.
 */
export const useTreeSearch = (tree: readonly KeyedNode[]) => {
  const [typed, setTyped] = useState('');
  const { text, terms } = useSearchTerms(typed);
  const typedTerms = terms && text === typed.trim() ? terms : undefined;
  const filterTreeNode = useCallback(
    (input: string, node: SearchedNode) =>
      matchesSearchTerms(String(node.searchText ?? node.title ?? ''), typedTerms ?? plainSearchTerms(input)),
    [typedTerms],
  );
  // antd opens the matches only when the typed text changes, and the forms arrive after it: while a
  // text is typed the picker opens every match itself, until the user folds one
  const [folded, setFolded] = useState<Key[]>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text or new forms open every match again
  useEffect(() => setFolded(undefined), [typed, typedTerms]);
  const keys = useMemo(() => allKeys(tree), [tree]);
  return {
    showSearch: { searchValue: typed, onSearch: setTyped, filterTreeNode, autoClearSearchValue: false },
    // a choice clears the text, as antd's own search does
    onSelect: () => setTyped(''),
    treeExpandedKeys: typed.trim() ? (folded ?? keys) : undefined,
    onTreeExpand: (expanded: Key[]) => setFolded(expanded),
  };
};
