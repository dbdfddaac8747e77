import type { IndustryNode, SectorNode } from '@platform/shared';

export type TreeOption = { value: number; title: string; keywords: string; children?: TreeOption[] };

/** Industry tree for antd TreeSelect; keywords take part in the search (spec 2.5 "with keywords"). */
export const industryTreeData = (nodes: readonly IndustryNode[]): TreeOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.title,
    keywords: n.keywords.join(' '),
    children: n.children.length ? industryTreeData(n.children) : undefined,
  }));

export const sectorTreeData = (nodes: readonly SectorNode[]): TreeOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.name,
    keywords: '',
    children: n.children.length ? sectorTreeData(n.children) : undefined,
  }));

const fold = (s: string) =>
  s
    .toLocaleLowerCase('pl')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l');

/** Diacritic-insensitive match of a tree node's title or keywords. */
export const matchTreeNode = (input: string, node: { title?: unknown; keywords?: unknown }) => {
  const needle = fold(input.trim());
  return fold(`${String(node.title ?? '')} ${String(node.keywords ?? '')}`).includes(needle);
};

/** id -> title of every node of a tree (chips and labels). */
export const treeTitles = (nodes: readonly TreeOption[], into = new Map<number, string>()) => {
  for (const n of nodes) {
    into.set(n.value, n.title);
    if (n.children) treeTitles(n.children, into);
  }
  return into;
};
