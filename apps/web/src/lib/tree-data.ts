import type { IndustryNode, SectorNode } from '@platform/shared';

/** A node of an antd TreeSelect; `searchText` is what the pickers' search reads (useTreeSearch). */
export type TreeOption = { value: number; title: string; searchText: string; children?: TreeOption[] };

/** Industry tree for antd TreeSelect; keywords take part in the search (spec 2.5 "with keywords"). */
export const industryTreeData = (nodes: readonly IndustryNode[]): TreeOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.title,
    searchText: [n.title, ...n.keywords, n.searchLemmas ?? ''].join(' '),
    children: n.children.length ? industryTreeData(n.children) : undefined,
  }));

export const sectorTreeData = (nodes: readonly SectorNode[]): TreeOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.name,
    searchText: `${n.name} ${n.searchLemmas ?? ''}`,
    children: n.children.length ? sectorTreeData(n.children) : undefined,
  }));

/** id -> title of every node of a tree (chips and labels). */
export const treeTitles = (nodes: readonly TreeOption[], into = new Map<number, string>()) => {
  for (const n of nodes) {
    into.set(n.value, n.title);
    if (n.children) treeTitles(n.children, into);
  }
  return into;
};
