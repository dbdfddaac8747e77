import { Space, TreeSelect, Typography } from 'antd';
import { useMemo } from 'react';
import { useSectors } from '@/lib/reference/get-sectors';
import { useTreeSearch } from '@/lib/search/use-tree-search';
import { sectorTreeData } from '@/lib/tree-data';

type Props = { value: number[]; onChange: (ids: number[]) => void; testId: string; width?: number | string };

/**
 * The recommendations' sector filter (spec 2.7 invite modal, document 2 finder): the sector tree,
 * checked down to its subsectors; the ids sent are the subsectors (`subsectorIds`). None = all.
 */
export const SubsectorSelect = ({ value, onChange, testId, width = '100%' }: Props) => {
  const sectors = useSectors().data;
  const tree = useMemo(() => sectorTreeData(sectors ?? []), [sectors]);
  const search = useTreeSearch(tree);
  return (
    <Space direction="vertical" size={2} style={{ width }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Sektory
      </Typography.Text>
      <TreeSelect
        multiple
        {...search}
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_CHILD}
        treeData={tree}
        value={value}
        onChange={onChange}
        placeholder="Wszystkie sektory"
        aria-label="Sektory"
        maxTagCount="responsive"
        style={{ width: '100%' }}
        data-testid={testId}
      />
    </Space>
  );
};
