import {
  COMPANY_TEXTS,
  type CompanyParticipation,
  companyParticipationInputSchema,
  formatPln,
  INVESTMENT_ROLE_LABELS,
  PARTICIPATION_MESSAGES as M,
  PARTICIPATIONS_PAGE_SIZE,
  PARTICIPATION_TEXTS as T,
} from '@platform/shared';
import { Button, Grid, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDialogUnsavedChanges } from '@/components/unsaved-changes/use-dialog-unsaved-changes';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useCompanyParticipations } from '../../api/get-company-participations';
import { useAddParticipation, useChangeParticipation, useRemoveParticipation } from '../../api/save-participation';
import { EMPTY_PARTICIPATION, ParticipationFields, type ParticipationValues } from './participation-fields';

const valuesOf = (p: CompanyParticipation): ParticipationValues => ({
  investmentId: p.investmentId,
  industryId: p.industryId,
  role: p.role,
  valuePln: p.valuePln,
});
const same = (a: ParticipationValues, b: ParticipationValues) =>
  a.investmentId === b.investmentId && a.industryId === b.industryId && a.role === b.role && a.valuePln === b.valuePln;

/**
 * The admin's 'Inwestycje' dialog of the company edit (spec 6): the company's participations, a page
 * at a time (investment linked to its page, role, industry, value), and one form that adds a
 * participation or changes the chosen one. Closing it with unsaved changes asks 'Zapisać zmiany?'
 * (Tak saves, Nie drops them), as the scope dialog does (spec 4).
 */
export const ParticipationsDialog = ({ companyId }: { companyId: number }) => {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<CompanyParticipation | null>(null);
  const [values, setValues] = useState<ParticipationValues>(EMPTY_PARTICIPATION);
  const [error, setError] = useState<string | null>(null);
  const list = useCompanyParticipations(companyId, page, open);
  const add = useAddParticipation(companyId);
  const change = useChangeParticipation(companyId);
  const remove = useRemoveParticipation(companyId);
  const initial = editing ? valuesOf(editing) : EMPTY_PARTICIPATION;
  const dirty = open && !same(values, initial);
  const guard = useDialogUnsavedChanges(dirty);
  // on a phone the role and industry go under the investment's name, so the value and actions fit
  const narrow = !Grid.useBreakpoint().sm;

  const startOver = (next: CompanyParticipation | null) => {
    setEditing(next);
    setValues(next ? valuesOf(next) : EMPTY_PARTICIPATION);
    setError(null);
  };
  const close = () => {
    startOver(null);
    setOpen(false);
  };
  /** Saves the form; `after` runs once it is saved (closing the dialog after 'Tak'). */
  const save = (after?: () => void) => {
    const parsed = companyParticipationInputSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0];
      setError(
        field === 'investmentId'
          ? M.investmentRequired
          : field === 'industryId'
            ? M.industryRequired
            : field === 'role'
              ? M.roleRequired
              : (issue?.message ?? M.invalidValue),
      );
      return;
    }
    const done = {
      onSuccess: () => {
        notify.success(editing ? COMPANY_TEXTS.changesSaved : M.added);
        guard.markSaved();
        startOver(null);
        after?.();
      },
      onError: (e: Error) => setError(errorMessage(e)),
    };
    if (editing) {
      const { investmentId: _, ...rest } = parsed.data;
      change.mutate({ key: editing, change: rest }, done);
    } else add.mutate(parsed.data, done);
  };

  return (
    <>
      {guard.holder}
      <Button onClick={() => setOpen(true)}>{T.open}</Button>
      <Modal
        open={open}
        title={T.title}
        onCancel={() => guard.confirmClose(close, () => save(close))}
        footer={<Button onClick={() => guard.confirmClose(close, () => save(close))}>Zamknij</Button>}
        width="100%"
        style={{ maxWidth: 680 }}
        destroyOnHidden
      >
        <Table<CompanyParticipation>
          size="small"
          rowKey={(p) => `${p.investmentId}-${p.industryId}`}
          loading={list.isPending && open}
          dataSource={list.data?.content ?? []}
          scroll={{ x: true }}
          locale={{ emptyText: M.empty }}
          pagination={
            (list.data?.totalElements ?? 0) > PARTICIPATIONS_PAGE_SIZE && {
              current: page + 1,
              pageSize: PARTICIPATIONS_PAGE_SIZE,
              total: list.data?.totalElements,
              onChange: (p) => setPage(p - 1),
              showSizeChanger: false,
            }
          }
          columns={[
            {
              key: 'investment',
              title: T.investment,
              render: (_, p) => (
                // a link inside a form opens in a new tab: what is typed stays
                <>
                  <Link to={paths.investment.to(p.investmentId)} target="_blank" rel="noopener">
                    {p.investmentName}
                  </Link>
                  {narrow && (
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {INVESTMENT_ROLE_LABELS[p.role]} · {p.industryName}
                    </Typography.Text>
                  )}
                </>
              ),
            },
            { key: 'role', title: T.role, responsive: ['sm'], render: (_, p) => INVESTMENT_ROLE_LABELS[p.role] },
            { key: 'industry', title: T.industry, responsive: ['sm'], dataIndex: 'industryName' },
            {
              key: 'value',
              title: 'Wartość',
              align: 'right',
              // an amount is read whole ('3 924 000 zł'), never broken before its 'zł'
              onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
              render: (_, p) => (p.valuePln === null ? '–' : formatPln(p.valuePln)),
            },
            {
              key: 'actions',
              title: 'Akcje',
              onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
              render: (_, p) => (
                <Space size={0} orientation={narrow ? 'vertical' : 'horizontal'}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => startOver(p)}
                    aria-label={`Zmień: ${p.investmentName}`}
                  >
                    Zmień
                  </Button>
                  <Popconfirm
                    title={M.removeQuestion}
                    okText="Tak"
                    cancelText="Nie"
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      remove.mutate(p, {
                        onSuccess: () => {
                          notify.success(M.removed);
                          if (editing?.investmentId === p.investmentId && editing.industryId === p.industryId)
                            startOver(null);
                        },
                        onError: (e) => notify.error(errorMessage(e)),
                      })
                    }
                  >
                    <Button type="link" size="small" danger aria-label={`Usuń: ${p.investmentName}`}>
                      Usuń
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {editing ? 'Zmiana udziału' : T.add}
        </Typography.Title>
        <ParticipationFields
          values={values}
          onChange={(v) => {
            setValues(v);
            setError(null);
          }}
          investmentName={editing?.investmentName ?? null}
        />
        {error && (
          <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
            {error}
          </Typography.Text>
        )}
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" loading={add.isPending || change.isPending} onClick={() => save()}>
            {editing ? 'Zapisz zmiany' : T.add}
          </Button>
          {editing && <Button onClick={() => startOver(null)}>Anuluj zmianę</Button>}
        </Space>
      </Modal>
    </>
  );
};
