import { countOf, NOUNS } from '@platform/shared';
import { Button, InputNumber, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useDeleteCompany } from '../../api/delete-company';
import { useMergeCompany } from '../../api/merge-company';

/** Admin extras: merge a duplicate into this company, delete this company. */
export const AdminActions = ({ companyId }: { companyId: number }) => {
  const navigate = useNavigate();
  const remove = useDeleteCompany(companyId, () => navigate(paths.admin.companies.to()));
  const merge = useMergeCompany(companyId);
  const [duplicate, setDuplicate] = useState<number | null>(null);
  return (
    <Space wrap className="company-admin-actions">
      <Space.Compact>
        <InputNumber
          aria-label="ID duplikatu firmy"
          placeholder="ID duplikatu"
          min={1}
          value={duplicate}
          onChange={(v) => setDuplicate(typeof v === 'number' ? v : null)}
        />
        <Popconfirm
          title="Scalić duplikat z tą firmą?"
          description="Inwestycje, użytkownicy i obserwacje duplikatu zostaną przeniesione, a duplikat usunięty."
          okText="Tak"
          cancelText="Nie"
          disabled={!duplicate}
          onConfirm={() =>
            duplicate &&
            merge.mutate(duplicate, {
              onSuccess: (r) =>
                notify.success(
                  `Scalono firmy: przeniesiono ${countOf(r.moved.investments, NOUNS.inwestycjaAcc)}, ` +
                    `${countOf(r.moved.users, NOUNS.uzytkownikAcc)} i ${countOf(r.moved.follows, NOUNS.obserwacjaAcc)}.`,
                ),
            })
          }
        >
          <Button disabled={!duplicate} loading={merge.isPending}>
            Scal duplikat
          </Button>
        </Popconfirm>
      </Space.Compact>
      <Popconfirm
        title="Usunąć firmę?"
        description="Tej operacji nie można cofnąć."
        okText="Tak"
        cancelText="Nie"
        okButtonProps={{ danger: true }}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => notify.success('Firma została usunięta.') })}
      >
        <Button danger loading={remove.isPending}>
          Usuń firmę
        </Button>
      </Popconfirm>
    </Space>
  );
};
