import { COMPANY_TEXTS, type CompanyScope, type IndustryNode, type SectorNode } from '@platform/shared';
import { Button, Modal, TreeSelect, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { notify } from '@/lib/notify';
import { useIndustries } from '@/lib/reference/get-industries';
import { useSectors } from '@/lib/reference/get-sectors';
import { useTreeSearch } from '@/lib/search/use-tree-search';
import { useSaveCompanyScopes } from '../../api/save-company-scopes';
import { flagOf, flagsOf, type ScopeFlag, ScopeFlags } from './scope-flags';

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
const titles = (nodes: TreeNode[], into = new Map<number, string>()) => {
  for (const n of nodes) {
    into.set(n.value, n.title);
    titles(n.children, into);
  }
  return into;
};
const keyOf = (kind: CompanyScope['kind'], id: number) => `${kind}:${id}`;
const initialFlags = (scopes: CompanyScope[]) =>
  Object.fromEntries(scopes.map((s) => [keyOf(s.kind, s.id), flagOf(s)])) as Record<string, ScopeFlag>;

/**
 * The admin scope dialog: the company's industries and subsectors, each with what it covers (supply,
 * service, both or not stated: the contract's flags). Closing it with unsaved changes asks
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
  const [flags, setFlags] = useState<Record<string, ScopeFlag>>(() => initialFlags(scopes));
  const flagsChanged = JSON.stringify(flags) !== JSON.stringify(initialFlags(scopes));
  const dirty = !sameIds(selected, initial) || !sameIds(subsectors, initialSubsectors) || flagsChanged;
  const industryTitles = useMemo(() => titles(industryTree), [industryTree]);
  const sectorTitles = useMemo(() => titles(sectorTree), [sectorTree]);
  const nameOf = (kind: CompanyScope['kind'], id: number, tree: Map<number, string>) =>
    tree.get(id) ?? scopes.find((sc) => sc.kind === kind && sc.id === id)?.name ?? String(id);
  const flagOfScope = (kind: CompanyScope['kind']) => (id: number) => flags[keyOf(kind, id)] ?? 'NONE';
  const setFlag = (kind: CompanyScope['kind']) => (id: number, flag: ScopeFlag) =>
    setFlags((f) => ({ ...f, [keyOf(kind, id)]: flag }));

  const persist = () => {
    save.mutate(
      {
        industries: selected.map((id) => ({ id, ...flagsOf(flagOfScope('INDUSTRY')(id)) })),
        subsectors: subsectors.map((id) => ({ id, ...flagsOf(flagOfScope('SUBSECTOR')(id)) })),
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
        setFlags(initialFlags(scopes));
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
        <ScopeFlags
          testId="industry-flags"
          items={selected.map((id) => ({ id, title: nameOf('INDUSTRY', id, industryTitles) }))}
          value={flagOfScope('INDUSTRY')}
          onChange={setFlag('INDUSTRY')}
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
        <ScopeFlags
          testId="subsector-flags"
          items={subsectors.map((id) => ({ id, title: nameOf('SUBSECTOR', id, sectorTitles) }))}
          value={flagOfScope('SUBSECTOR')}
          onChange={setFlag('SUBSECTOR')}
        />
      </Modal>
    </>
  );
};
