import { DECLINE_REASON_LABELS, DECLINE_REASONS, type DeclineReason } from '@platform/shared';
import { Input, Radio, Space, Typography } from 'antd';

type Props = {
  reason: DeclineReason | null;
  onReason: (reason: DeclineReason) => void;
  note: string;
  onNote: (note: string) => void;
};

/** Why an invited company declines: a reason from the short list and an optional note. */
export const DeclineReasonFields = ({ reason, onReason, note, onNote }: Props) => (
  <>
    <Typography.Paragraph>Wybierz powód rezygnacji:</Typography.Paragraph>
    <Radio.Group value={reason} onChange={(e) => onReason(e.target.value)} data-testid="decline-reasons">
      <Space direction="vertical">
        {DECLINE_REASONS.map((r) => (
          <Radio key={r} value={r}>
            {DECLINE_REASON_LABELS[r]}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
    <Input.TextArea
      style={{ marginTop: 12 }}
      maxLength={1000}
      rows={3}
      placeholder="Dodatkowe wyjaśnienie (opcjonalnie)"
      value={note}
      onChange={(e) => onNote(e.target.value)}
    />
  </>
);
