import type { OffersSummary } from '@platform/shared';
import { Checkbox, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSendAppreciations } from '../api/send-appreciations';

type Props = {
  orderId: number;
  summary: OffersSummary;
  /** whether anybody is on each side now (a chosen company; a company with nothing chosen) */
  sides: { winners: boolean; losers: boolean };
  open: boolean;
  onClose: () => void;
};

const hint = { display: 'block', paddingLeft: 24, fontSize: 12 } as const;

/**
 * 'Wyślij podziękowania' (spec 2.8 thanks modal): to the chosen companies and/or the others, once
 * each; the others may learn where their price stood (a band, never a name or a price).
 */
export const ThanksDialog = ({ orderId, summary, sides, open, onClose }: Props) => {
  const sent = summary.appreciationsSent;
  const can = { winners: sides.winners && !sent.toWinners, losers: sides.losers && !sent.toLosers };
  const [toWinners, setToWinners] = useState(can.winners);
  const [toLosers, setToLosers] = useState(can.losers);
  const state = (done: boolean, anybody: boolean) => (done ? ' (wysłano)' : anybody ? '' : ' (brak firm)');
  const [withPriceBand, setWithPriceBand] = useState(false);
  const send = useSendAppreciations(orderId);
  return (
    <Modal
      open={open}
      title="Wyślij podziękowania"
      okText="Wyślij"
      cancelText="Anuluj"
      okButtonProps={{ disabled: !((toWinners && can.winners) || (toLosers && can.losers)), id: 'thanks-send' }}
      confirmLoading={send.isPending}
      onCancel={onClose}
      onOk={() =>
        send.mutate(
          { toWinners: toWinners && can.winners, toLosers: toLosers && can.losers, withPriceBand },
          { onSuccess: onClose },
        )
      }
      destroyOnHidden
    >
      <Space direction="vertical">
        <Checkbox
          checked={toWinners && can.winners}
          disabled={!can.winners}
          onChange={(e) => setToWinners(e.target.checked)}
        >
          Firmom wybranym{state(sent.toWinners, sides.winners)}
        </Checkbox>
        <Typography.Text type="secondary" style={hint}>
          Dowiedzą się, że ich oferta została wybrana, i otrzymają dane osób kontaktowych zlecenia.
        </Typography.Text>
        <Checkbox
          checked={toLosers && can.losers}
          disabled={!can.losers}
          onChange={(e) => setToLosers(e.target.checked)}
        >
          Pozostałym firmom{state(sent.toLosers, sides.losers)}
        </Checkbox>
        <Checkbox
          style={{ marginLeft: 24 }}
          checked={withPriceBand}
          disabled={!can.losers || !toLosers}
          onChange={(e) => setWithPriceBand(e.target.checked)}
        >
          Podaj, w jakim przedziale była ich cena względem wybranej oferty
        </Checkbox>
        <Typography.Text type="secondary" style={{ ...hint, paddingLeft: 48 }}>
          Np. „w przedziale +10-20% od wybranej oferty”. Nazwy ani ceny innych firm nie są ujawniane.
        </Typography.Text>
      </Space>
    </Modal>
  );
};
