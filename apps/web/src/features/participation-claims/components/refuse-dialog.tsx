import { CLAIM_LIMITS, CLAIM_MESSAGES, CLAIM_TEXTS as T } from '@platform/shared';
import { Modal } from 'antd';
import { useState } from 'react';
import { LimitedTextArea } from '@/components/limited-text-area';
import { useDialogUnsavedChanges } from '@/components/unsaved-changes/use-dialog-unsaved-changes';

type Props = { open: boolean; pending: boolean; onCancel: () => void; onRefuse: (reason: string) => void };

/**
 * The reason of a refusal: required, the company reads it in its list and in the e-mail. A reason
 * typed and not sent is not dropped silently: closing or leaving the page asks first.
 */
export const RefuseDialog = ({ open, pending, onCancel, onRefuse }: Props) => {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const guard = useDialogUnsavedChanges(open && reason.trim() !== '');
  const refuse = () => {
    if (!reason.trim()) return setError(CLAIM_MESSAGES.reasonRequired);
    onRefuse(reason.trim());
  };
  return (
    <Modal
      open={open}
      title={T.refuse}
      okText={T.refuse}
      okButtonProps={{ danger: true, loading: pending }}
      cancelText="Anuluj"
      onCancel={() => guard.confirmClose(onCancel)}
      onOk={refuse}
      afterClose={() => {
        setReason('');
        setError(null);
      }}
      destroyOnHidden
    >
      {guard.holder}
      <LimitedTextArea
        aria-label={T.reason}
        placeholder={T.reasonPlaceholder}
        value={reason}
        onChange={(v) => {
          setReason(v);
          setError(null);
        }}
        max={CLAIM_LIMITS.reasonMax}
        tooLongMessage={CLAIM_MESSAGES.reasonTooLong}
        rows={3}
      />
      {error && (
        <div role="alert" style={{ color: '#cf1322', marginTop: 4 }}>
          {error}
        </div>
      )}
    </Modal>
  );
};
