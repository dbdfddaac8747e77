import type { Order } from '@platform/shared';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useApproveOrder } from '../../api/approve-order';
import { DeleteOrderModal } from '../delete-order-modal';
import { CopyLinkButton } from './copy-link-button';

type Props = { order: Order; url: string; canDelete: boolean; temporary: boolean };

/** Temporary access (spec 6): after approval the card keeps a notice to log in, back to this card. */
const ApprovedLoginNotice = ({ orderId }: { orderId: number }) => (
  <Alert
    type="success"
    showIcon
    data-testid="approved-login-notice"
    style={{ marginBottom: 12 }}
    title="Zlecenie zostało zatwierdzone. Zaloguj się, aby nim zarządzać."
    action={
      <LinkButton type="primary" to={paths.auth.login.to(paths.orders.view.to(orderId))}>
        Zaloguj się
      </LinkButton>
    }
  />
);

/** Edit, approve, delete and copy-link actions of the card (spec 2.8). */
export const OrderCardActions = ({ order, url, canDelete, temporary }: Props) => {
  const [deleting, setDeleting] = useState(false);
  const [approvedUnderTemporary, setApprovedUnderTemporary] = useState(false);
  const approve = useApproveOrder();
  const navigate = useNavigate();
  const open = order.status !== 'ARCHIVED';

  return (
    <>
      {approvedUnderTemporary && <ApprovedLoginNotice orderId={order.id} />}
      <Space wrap>
        {order.userAllowedToApprove && (
          <Button
            type="primary"
            loading={approve.isPending}
            onClick={() =>
              approve.mutate(order.id, {
                onSuccess: () => {
                  if (temporary) setApprovedUnderTemporary(true);
                  else notify.success('Zlecenie zostało zatwierdzone');
                },
              })
            }
          >
            Zatwierdź zlecenie
          </Button>
        )}
        {order.userAllowedToEdit && open && <LinkButton to={paths.orders.edit.to(order.id)}>Edytuj</LinkButton>}
        <CopyLinkButton orderId={order.id} url={url} />
        {/* settling ('Zamknij zlecenie') sits in the tab Oferty beside the progress it needs (spec 2.8) */}
        {order.userAllowedToEdit && open && !temporary && (
          <LinkButton to={paths.orders.viewTab.to(order.id, 'oferty')}>Porównaj oferty</LinkButton>
        )}
        {canDelete && open && (
          <Button danger onClick={() => setDeleting(true)}>
            Usuń
          </Button>
        )}
        <DeleteOrderModal
          orderId={deleting ? order.id : null}
          draft={order.status === 'DRAFT'}
          onClose={() => setDeleting(false)}
          onDeleted={(removed) => {
            notify.success(removed ? 'Zlecenie zostało usunięte' : 'Zlecenie trafiło do archiwum');
            void navigate(paths.orders.my.to(), { replace: true });
          }}
        />
      </Space>
    </>
  );
};
