import type { IndustryNode, SectorNode } from '@platform/shared';
import { nameLemmasOf } from '../search/index.js';

/**
 * The trees with the base forms of each node's words, so that the browser's pickers match
 * 'instalacji' or 'pokryć dachowych' by the search rule as the server's searches do (the typed words'
 * forms come from GET /search/terms). Computed once per cached tree.
 */
export const withIndustryLemmas = (nodes: IndustryNode[]): IndustryNode[] =>
  nodes.map((node) => ({
    ...node,
    searchLemmas: nameLemmasOf(`${node.title} ${node.keywords.join(' ')}`),
    children: withIndustryLemmas(node.children),
  }));

export const withSectorLemmas = (nodes: SectorNode[]): SectorNode[] =>
  nodes.map((node) => ({
    ...node,
    searchLemmas: nameLemmasOf(node.name),
    children: withSectorLemmas(node.children),
  }));
