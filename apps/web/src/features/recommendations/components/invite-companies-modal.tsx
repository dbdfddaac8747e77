import { INVITATION_MESSAGES, type Recommendation } from '@platform/shared';
import { Alert, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNominateCompanies } from '../api/nominate-companies';
import { RecommendationPicker, type RecommendationSource } from './recommendation-picker';

export type { RecommendationSource } from './recommendation-picker';

export type InviteMode = 'add' | 'edit' | 'invited';

/** Our hint per mode (the spec says they differ, not what they say). */
export const INVITE_HINTS: Record<InviteMode, string> = {
  add: 'Zaznaczone firmy otrzymają zaproszenie e-mailem, gdy zlecenie zostanie opublikowane.',
  edit: 'Zaznaczone firmy otrzymają zaproszenie e-mailem po zapisaniu zmian w opublikowanym zleceniu.',
  invited: 'Zaznaczone firmy otrzymają zaproszenie e-mailem od razu; zobaczysz je na liście zaproszonych firm.',
};

type Props = {
  source: RecommendationSource;
  open: boolean;
  mode: InviteMode;
  onClose: () => void;
  /** The form modes: the chosen companies go back to the form (invited when it is saved). */
  onChoose?: (companies: Recommendation[]) => void;
  /** Companies the form has chosen already (left out of the list). */
  excludedCompanyIds?: number[];
};

/**
 * Invite recommended companies (spec 2.7, 2.8): the notice, the hint of the mode and the picker.
 * Mode 'invited' invites at once; the form modes hand the choice to the form.
 */
export const InviteCompaniesModal = ({ source, open, mode, onClose, onChoose, excludedCompanyIds }: Props) => {
  const [selected, setSelected] = useState<Recommendation[]>([]);
  const nominate = useNominateCompanies(source.kind === 'order' ? source.orderId : 0);
  const done = () => {
    setSelected([]);
    onClose();
  };
  const confirm = () => {
    if (onChoose) {
      onChoose(selected);
      done();
    } else
      nominate.mutate(
        selected.map((r) => r.id),
        { onSuccess: done },
      );
  };
  return (
    <Modal
      open={open}
      width={760}
      title="Zaproś polecane firmy"
      okText={selected.length ? `Zaproś (${selected.length})` : 'Zaproś'}
      cancelText="Anuluj"
      okButtonProps={{ disabled: selected.length === 0, loading: nominate.isPending }}
      onCancel={onClose}
      onOk={confirm}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="warning" showIcon message={INVITATION_MESSAGES.notice} />
        <Typography.Text type="secondary">{INVITE_HINTS[mode]}</Typography.Text>
        <RecommendationPicker
          source={source}
          enabled={open}
          selected={selected}
          onSelected={setSelected}
          excludedCompanyIds={excludedCompanyIds}
          listHeight={420}
        />
      </Space>
    </Modal>
  );
};
