import { ORDER_DELETE_REASONS, type OrderDeleteReason } from '@platform/shared';
import { Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useDeleteOrder } from '../api/delete-order';
import { DELETE_REASON_HINTS, DELETE_REASON_LABELS } from '../lib/labels';

type Props = {
  orderId: number | null;
  /** drafts are deleted directly, without a reason (spec 4) */
  draft: boolean;
  onClose: () => void;
  onDeleted?: (removed: boolean) => void;
};

/** Delete (or archive) an order with one of the reasons of spec 4. */
export const DeleteOrderModal = ({ orderId, draft, onClose, onDeleted }: Props) => {
  const [reason, setReason] = useState<OrderDeleteReason | null>(null);
  const mutation = useDeleteOrder();
  const close = () => {
    setReason(null);
    onClose();
  };
  const confirm = () => {
    if (orderId === null) return;
    mutation.mutate(
      { id: orderId, reason: draft ? null : reason },
      {
        onSuccess: (answer) => {
          close();
          onDeleted?.(answer.removed);
        },
      },
    );
  };
  return (
    <Modal
      open={orderId !== null}
      title={draft ? 'Usuń szkic zlecenia' : 'Usuń zlecenie'}
      okText="Usuń"
      cancelText="Anuluj"
      okButtonProps={{ danger: true, disabled: !draft && !reason, loading: mutation.isPending }}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      {draft ? (
        <Typography.Paragraph>Szkic zostanie usunięty.</Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph>Wybierz powód usunięcia zlecenia:</Typography.Paragraph>
          <Radio.Group value={reason} onChange={(e) => setReason(e.target.value)} aria-label="Powód usunięcia">
            <Space direction="vertical">
              {ORDER_DELETE_REASONS.map((r) => (
                <Radio key={r} value={r}>
                  {DELETE_REASON_LABELS[r]}
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {DELETE_REASON_HINTS[r]}
                  </Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </>
      )}
    </Modal>
  );
};
