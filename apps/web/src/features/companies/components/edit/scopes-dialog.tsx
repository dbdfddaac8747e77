import { COMPANY_TEXTS, type CompanyScope, type IndustryNode, type SectorNode } from '@platform/shared';
import { Button, Modal, TreeSelect, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useIndustries } from '@/lib/reference/get-industries';
import { useSectors } from '@/lib/reference/get-sectors';
import { useTreeSearch } from '@/lib/search/use-tree-search';
import { useSaveCompanyScopes } from '../../api/save-company-scopes';

type Props = { companyId: number; scopes: CompanyScope[] };

type TreeNode = {
  value: number;
  title: string;
  searchText: string;
  children: TreeNode[];
  checkable?: boolean;
  selectable?: boolean;
};
const toTree = (nodes: IndustryNode[]): TreeNode[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.title,
    searchText: [n.title, ...n.keywords, n.searchLemmas ?? ''].join(' '),
    children: toTree(n.children),
  }));
/** Sectors group their subsectors; only subsectors are scopes (a sector is not checkable). */
const toSectorTree = (nodes: SectorNode[]): TreeNode[] =>
  nodes
    .filter((n) => n.children.length > 0)
    .map((n) => ({
      value: -n.id,
      title: n.name,
      searchText: `${n.name} ${n.searchLemmas ?? ''}`,
      checkable: false,
      selectable: false,
      children: n.children.map((c) => ({
        value: c.id,
        title: c.name,
        searchText: `${c.name} ${c.searchLemmas ?? ''}`,
        children: [],
      })),
    }));
const sameIds = (a: number[], b: number[]) => [...a].sort().join() === [...b].sort().join();

/**
 * The admin scope dialog: the company's industries. Closing it with unsaved changes asks
 * 'Zapisać zmiany?' (Tak saves, Nie drops the changes).
 */
export const ScopesDialog = ({ companyId, scopes }: Props) => {
  const [modal, modalHolder] = Modal.useModal();
  const industries = useIndustries();
  const save = useSaveCompanyScopes(companyId);
  const sectors = useSectors();
  const industryTree = useMemo(() => toTree(industries.data ?? []), [industries.data]);
  const sectorTree = useMemo(() => toSectorTree(sectors.data ?? []), [sectors.data]);
  const industrySearch = useTreeSearch(industryTree);
  const sectorSearch = useTreeSearch(sectorTree);
  const initial = scopes.filter((s) => s.kind === 'INDUSTRY').map((s) => s.id);
  const initialSubsectors = scopes.filter((s) => s.kind === 'SUBSECTOR').map((s) => s.id);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>(initial);
  const [subsectors, setSubsectors] = useState<number[]>(initialSubsectors);
  const dirty = !sameIds(selected, initial) || !sameIds(subsectors, initialSubsectors);

  const persist = () => {
    const keep = (kind: CompanyScope['kind']) => scopes.filter((s) => s.kind === kind);
    const flags = (kind: CompanyScope['kind'], id: number) => {
      const scope = keep(kind).find((s) => s.id === id);
      return scope
        ? { isSupply: scope.isSupply, isService: scope.isService, isSupplyAndService: scope.isSupplyAndService }
        : {};
    };
    save.mutate(
      {
        industries: selected.map((id) => ({
          isSupply: false,
          isService: false,
          isSupplyAndService: false,
          ...flags('INDUSTRY', id),
          id,
        })),
        subsectors: subsectors.map((id) => ({
          isSupply: false,
          isService: false,
          isSupplyAndService: false,
          ...flags('SUBSECTOR', id),
          id,
        })),
      },
      {
        onSuccess: () => {
          notify.success(COMPANY_TEXTS.changesSaved);
          setOpen(false);
        },
      },
    );
  };
  const close = () => {
    if (!dirty) return setOpen(false);
    modal.confirm({
      title: COMPANY_TEXTS.saveChangesQuestion,
      okText: COMPANY_TEXTS.yes,
      cancelText: COMPANY_TEXTS.no,
      onOk: persist,
      onCancel: () => {
        setSelected(initial);
        setSubsectors(initialSubsectors);
        setOpen(false);
      },
    });
  };
  return (
    <>
      {modalHolder}
      <Button onClick={() => setOpen(true)}>Zakres działalności (branże i podsektory)</Button>
      <Modal
        open={open}
        title="Zakres działalności"
        onCancel={close}
        onOk={persist}
        okText="Zapisz"
        cancelText="Zamknij"
        confirmLoading={save.isPending}
        width="100%"
        style={{ maxWidth: 680 }}
      >
        <Typography.Title level={5}>Branże</Typography.Title>
        <TreeSelect
          aria-label="Branże firmy"
          style={{ width: '100%' }}
          treeData={industryTree}
          value={selected}
          onChange={(ids: number[]) => setSelected(ids)}
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_ALL}
          placeholder="Wybierz branże"
          {...industrySearch}
          loading={industries.isPending}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          Podsektory
        </Typography.Title>
        <TreeSelect
          aria-label="Podsektory firmy"
          style={{ width: '100%' }}
          treeData={sectorTree}
          value={subsectors}
          onChange={(ids: number[]) => setSubsectors(ids.filter((id) => id > 0))}
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_ALL}
          placeholder="Wybierz podsektory"
          {...sectorSearch}
          loading={sectors.isPending}
        />
      </Modal>
    </>
  );
};
