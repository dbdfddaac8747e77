import { COMPANY_TEXTS, type CompanyScope, type IndustryNode } from '@platform/shared';
import { Button, Modal, TreeSelect } from 'antd';
import { useState } from 'react';
import { useIndustries } from '@/features/reference/api/get-industries';
import { notify } from '@/lib/notify';
import { useSaveCompanyScopes } from '../../api/save-company-scopes';

type Props = { companyId: number; scopes: CompanyScope[] };

type TreeNode = { value: number; title: string; children: TreeNode[] };
const toTree = (nodes: IndustryNode[]): TreeNode[] =>
  nodes.map((n) => ({ value: n.id, title: n.title, children: toTree(n.children) }));

/**
 * The admin scope dialog: the company's industries. Closing it with unsaved changes asks
 * 'Zapisać zmiany?' (Tak saves, Nie drops the changes).
 */
export const ScopesDialog = ({ companyId, scopes }: Props) => {
  const [modal, modalHolder] = Modal.useModal();
  const industries = useIndustries();
  const save = useSaveCompanyScopes(companyId);
  const initial = scopes.filter((s) => s.kind === 'INDUSTRY').map((s) => s.id);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>(initial);
  const dirty = [...selected].sort().join() !== [...initial].sort().join();

  const persist = () => {
    const keep = (kind: CompanyScope['kind']) => scopes.filter((s) => s.kind === kind);
    const flags = (id: number) => keep('INDUSTRY').find((s) => s.id === id) ?? {};
    save.mutate(
      {
        industries: selected.map((id) => ({
          isSupply: false,
          isService: false,
          isSupplyAndService: false,
          ...flags(id),
          id,
        })),
        subsectors: keep('SUBSECTOR').map(({ id, isSupply, isService, isSupplyAndService }) => ({
          id,
          isSupply,
          isService,
          isSupplyAndService,
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
        setOpen(false);
      },
    });
  };
  return (
    <>
      {modalHolder}
      <Button onClick={() => setOpen(true)}>Zakres działalności (branże)</Button>
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
        <TreeSelect
          aria-label="Branże firmy"
          style={{ width: '100%' }}
          treeData={toTree(industries.data ?? [])}
          value={selected}
          onChange={(ids: number[]) => setSelected(ids)}
          treeCheckable
          showCheckedStrategy={TreeSelect.SHOW_ALL}
          placeholder="Wybierz branże"
          showSearch={{ treeNodeFilterProp: 'title' }}
          loading={industries.isPending}
        />
      </Modal>
    </>
  );
};
