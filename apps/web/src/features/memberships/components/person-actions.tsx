import { COMPANY_PEOPLE_TEXTS, type CompanyPerson } from '@platform/shared';
import { Button, Popconfirm, Space } from 'antd';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useChangeActive } from '../api/change-active';
import { useHandOverAdmin } from '../api/hand-over-admin';

type Props = { companyId: number; person: CompanyPerson; self: boolean };

const fullName = (p: CompanyPerson) => `${p.firstName} ${p.lastName}`;

/**
 * Deactivate or reactivate the person, and hand over the admin role to an active member, each after
 * a confirmation. The admin's own row has neither: the company keeps an active admin (the server
 * refuses it too), the role is handed over from a colleague's row.
 */
export const PersonActions = ({ companyId, person, self }: Props) => {
  const active = useChangeActive();
  const handOver = useHandOverAdmin();
  const target = { companyId, userId: person.id };
  const onError = (e: Error) => notify.error(errorMessage(e));
  if (person.companyAdmin || self) return null;
  if (person.status === 'DEACTIVATED')
    return (
      <Button
        size="small"
        loading={active.isPending}
        onClick={() =>
          active.mutate(
            { target, active: true },
            { onSuccess: () => notify.success(COMPANY_PEOPLE_TEXTS.reactivated), onError },
          )
        }
      >
        {COMPANY_PEOPLE_TEXTS.reactivate}
      </Button>
    );
  return (
    <Space wrap size={8}>
      {person.status === 'ACTIVE' && (
        <Popconfirm
          title={COMPANY_PEOPLE_TEXTS.handOver}
          description={<div style={{ maxWidth: 320 }}>{COMPANY_PEOPLE_TEXTS.handOverConfirm(fullName(person))}</div>}
          okText="Przekaż"
          cancelText="Anuluj"
          onConfirm={() =>
            handOver.mutate(target, { onSuccess: () => notify.success(COMPANY_PEOPLE_TEXTS.handedOver), onError })
          }
        >
          <Button size="small" loading={handOver.isPending}>
            {COMPANY_PEOPLE_TEXTS.handOver}
          </Button>
        </Popconfirm>
      )}
      <Popconfirm
        title={COMPANY_PEOPLE_TEXTS.deactivate}
        description={<div style={{ maxWidth: 320 }}>{COMPANY_PEOPLE_TEXTS.deactivateConfirm(fullName(person))}</div>}
        okText={COMPANY_PEOPLE_TEXTS.deactivate}
        okButtonProps={{ danger: true }}
        cancelText="Anuluj"
        onConfirm={() =>
          active.mutate(
            { target, active: false },
            { onSuccess: () => notify.success(COMPANY_PEOPLE_TEXTS.deactivated), onError },
          )
        }
      >
        <Button size="small" danger loading={active.isPending}>
          {COMPANY_PEOPLE_TEXTS.deactivate}
        </Button>
      </Popconfirm>
    </Space>
  );
};
