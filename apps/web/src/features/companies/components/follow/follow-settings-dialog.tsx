import { COMPANY_TEXTS, defaultFollowNotifications, type FollowNotifications } from '@platform/shared';
import { Button, Modal, Popconfirm, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useFollowSettings } from '../../api/get-follow-settings';
import { useUnfollowCompany } from '../../api/unfollow-company';
import { useUpdateFollowSettings } from '../../api/update-follow-settings';
import { FollowNoteField } from './follow-note-field';
import { FollowNotificationSwitches } from './follow-notification-switches';

type Props = { companyId: number; isSubsidized: boolean; onClose: () => void };

/** Follow settings (spec 2.5, 4, 5): a note of up to 1000 characters and two notification switches. */
export const FollowSettingsDialog = ({ companyId, isSubsidized, onClose }: Props) => {
  const settings = useFollowSettings(companyId, true);
  const save = useUpdateFollowSettings(companyId);
  const unfollow = useUnfollowCompany(companyId);
  const [note, setNote] = useState('');
  const [notifications, setNotifications] = useState<FollowNotifications>(defaultFollowNotifications(isSubsidized));

  useEffect(() => {
    if (!settings.data) return;
    setNote(settings.data.note ?? '');
    setNotifications(isSubsidized ? defaultFollowNotifications(true) : settings.data.notifications);
  }, [settings.data, isSubsidized]);

  const onSave = () =>
    save.mutate(
      { note: note.trim() === '' ? null : note, ...(isSubsidized ? {} : { notifications }) },
      { onSuccess: onClose },
    );

  const footer = (
    <div className="follow-dialog__footer">
      <Popconfirm
        title="Czy na pewno chcesz przestać obserwować tę firmę?"
        description="Notatka i ustawienia powiadomień zostaną usunięte."
        okText={COMPANY_TEXTS.yes}
        cancelText={COMPANY_TEXTS.no}
        onConfirm={() => unfollow.mutate(undefined, { onSuccess: onClose })}
      >
        <Button danger loading={unfollow.isPending}>
          {COMPANY_TEXTS.unfollow}
        </Button>
      </Popconfirm>
      <Space>
        <Button onClick={onClose}>Anuluj</Button>
        <Button type="primary" onClick={onSave} loading={save.isPending} disabled={settings.isPending}>
          Zapisz
        </Button>
      </Space>
    </div>
  );

  return (
    <Modal
      open
      title="Ustawienia obserwowania"
      width="100%"
      style={{ maxWidth: 680 }}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      {settings.isPending ? (
        <Skeleton active />
      ) : (
        <div className="follow-dialog__body" data-testid="follow-dialog">
          <FollowNoteField value={note} onChange={setNote} />
          <FollowNotificationSwitches value={notifications} onChange={setNotifications} disabled={isSubsidized} />
        </div>
      )}
    </Modal>
  );
};
