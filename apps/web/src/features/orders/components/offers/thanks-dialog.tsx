import type { OffersSummary } from '@platform/shared';
import { Checkbox, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSendAppreciations } from '../../api/send-appreciations';

type Props = { orderId: number; summary: OffersSummary; open: boolean; onClose: () => void };

/**
 * 'Wyślij podziękowania' (spec 2.8 thanks modal): to the chosen companies and/or the others, once
 * each; the others may learn where their price stood (a band, never a name or a price).
 */
export const ThanksDialog = ({ orderId, summary, open, onClose }: Props) => {
  const sent = summary.appreciationsSent;
  const [toWinners, setToWinners] = useState(!sent.toWinners);
  const [toLosers, setToLosers] = useState(!sent.toLosers);
  const [withPriceBand, setWithPriceBand] = useState(false);
  const send = useSendAppreciations(orderId);
  return (
    <Modal
      open={open}
      title="Wyślij podziękowania"
      okText="Wyślij"
      cancelText="Anuluj"
      okButtonProps={{ disabled: !(toWinners || toLosers), id: 'thanks-send' }}
      confirmLoading={send.isPending}
      onCancel={onClose}
      onOk={() =>
        send.mutate(
          { toWinners: toWinners && !sent.toWinners, toLosers: toLosers && !sent.toLosers, withPriceBand },
          { onSuccess: onClose },
        )
      }
      destroyOnHidden
    >
      <Space direction="vertical">
        <Checkbox
          checked={toWinners && !sent.toWinners}
          disabled={sent.toWinners}
          onChange={(e) => setToWinners(e.target.checked)}
        >
          Firmom wybranym {sent.toWinners && '(wysłano)'}
        </Checkbox>
        <Typography.Text type="secondary" style={{ marginLeft: 24, fontSize: 12 }}>
          Dowiedzą się, że ich oferta została wybrana, i otrzymają dane osób kontaktowych zlecenia.
        </Typography.Text>
        <Checkbox
          checked={toLosers && !sent.toLosers}
          disabled={sent.toLosers}
          onChange={(e) => setToLosers(e.target.checked)}
        >
          Pozostałym firmom {sent.toLosers && '(wysłano)'}
        </Checkbox>
        <Checkbox
          style={{ marginLeft: 24 }}
          checked={withPriceBand}
          disabled={sent.toLosers || !toLosers}
          onChange={(e) => setWithPriceBand(e.target.checked)}
        >
          Podaj, w jakim przedziale była ich cena względem wybranej oferty
        </Checkbox>
        <Typography.Text type="secondary" style={{ marginLeft: 48, fontSize: 12 }}>
          Np. „w przedziale +10-20% od wybranej oferty”. Nazwy ani ceny innych firm nie są ujawniane.
        </Typography.Text>
      </Space>
    </Modal>
  );
};
