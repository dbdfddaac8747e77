/** Builds a tree from flat rows with parent ids, keeping the rows' order among siblings. */
export const buildTree = <Row extends { id: number; parentId: number | null }, Node>(
  rows: Row[],
  toNode: (row: Row, children: Node[]) => Node,
): Node[] => {
  const childrenOf = new Map<number | null, Row[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const build = (parentId: number | null): Node[] =>
    (childrenOf.get(parentId) ?? []).map((row) => toNode(row, build(row.id)));
  return build(null);
};
