import { COMPANY_PEOPLE_TEXTS } from '@platform/shared';
import { Alert, Form, Modal, Typography } from 'antd';
import { PersonInviteFields } from '@/components/person-invite/person-invite-fields';
import { usePersonInvite } from '@/components/person-invite/use-person-invite';
import { useInviteColleague } from '../api/invite-colleague';

type Props = { companyId: number; open: boolean; onClose: () => void };

/**
 * 'Zaproś osobę do firmy': the company admin invites a colleague by e-mail; the person is a member
 * at once and sets a password from the e-mailed link (the same call as the order's invitation,
 * without an investment). The contract's messages per field.
 */
export const InviteColleagueDialog = ({ companyId, open, onClose }: Props) => {
  const form = usePersonInvite({ invite: useInviteColleague(), context: () => ({ companyId }), onInvited: onClose });
  return (
    <Modal
      open={open}
      title={COMPANY_PEOPLE_TEXTS.inviteTitle}
      okText="Zaproś"
      cancelText="Anuluj"
      width={640}
      okButtonProps={{ loading: form.pending }}
      onCancel={onClose}
      onOk={form.submit}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{COMPANY_PEOPLE_TEXTS.inviteHint}</Typography.Paragraph>
      <Form layout="vertical" requiredMark={false}>
        <PersonInviteFields idPrefix="invite-colleague" fields={form.fields} errors={form.errors} set={form.set} />
      </Form>
      {form.errors.form && <Alert type="error" showIcon title={form.errors.form} />}
    </Modal>
  );
};
