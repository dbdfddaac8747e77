import { OFFER_MESSAGES } from '@platform/shared';
import { Modal, Typography } from 'antd';
import { useSettleOrder } from '../api/settle-order';

type Props = { orderId: number; open: boolean; onClose: () => void; onSettled: () => void };

/** The close-order modal (spec 2.8): settling archives the order with the reason SETTLED. */
export const CloseOrderDialog = ({ orderId, open, onClose, onSettled }: Props) => {
  const settle = useSettleOrder(orderId);
  return (
    <Modal
      open={open}
      title={OFFER_MESSAGES.settle}
      okText={OFFER_MESSAGES.settle}
      cancelText="Anuluj"
      okButtonProps={{ id: 'settle-confirm' }}
      confirmLoading={settle.isPending}
      onCancel={onClose}
      onOk={() =>
        settle.mutate(undefined, {
          onSuccess: () => {
            onClose();
            onSettled();
          },
        })
      }
      destroyOnHidden
    >
      <Typography.Paragraph>
        We wszystkich branżach podjęto decyzję. Zamknięte zlecenie trafi do archiwum z adnotacją{' '}
        {`„${OFFER_MESSAGES.settled}”`} i nie będzie można już zmieniać wyboru ofert.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Po zamknięciu możesz wysłać podziękowania firmom wybranym i pozostałym.
      </Typography.Paragraph>
    </Modal>
  );
};
