import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useIndustries } from '@/lib/reference/get-industries';
import { useTreeSearch } from '@/lib/search/use-tree-search';
import { industryTreeData } from '@/lib/tree-data';

type Props = { value?: number[]; onChange?: (ids: number[]) => void; id?: string; label: string };

/** The industry tree with the platform's search (inflection, no Polish letters), several at once. */
export const IndustryPicker = ({ value, onChange, id, label }: Props) => {
  const industries = useIndustries();
  const tree = useMemo(() => industryTreeData(industries.data ?? []), [industries.data]);
  const search = useTreeSearch(tree);
  return (
    <TreeSelect
      id={id}
      aria-label={label}
      style={{ width: '100%' }}
      treeData={tree}
      value={value}
      onChange={(ids: number[]) => onChange?.(ids)}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      placeholder="Wybierz branże"
      loading={industries.isPending}
      {...search}
    />
  );
};
