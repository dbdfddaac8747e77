import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { PersonInviteFields } from '@/components/person-invite/person-invite-fields';
import { inviteItem, usePersonInvite } from '@/components/person-invite/use-person-invite';
import { useInviteUser } from '../api/invite-user';
import { CompanyField } from './company-field';

type Props = { investmentId: number; orderId: number; open: boolean; onClose: () => void };

/**
 * 'Zaproś nowego użytkownika' (spec 2.8, 3, 5): the person gets an account and an e-mail with a
 * one-time link to set a password, and their company is invited to the order. They join the company
 * only when its admin (or staff) lets them in; the notice says which. The spec's messages per field.
 */
export const InviteUserModal = ({ investmentId, orderId, open, onClose }: Props) => {
  const [companyId, setCompanyId] = useState<number | null>(null);
  const form = usePersonInvite({
    invite: useInviteUser(),
    context: () => ({ companyId: companyId ?? undefined, investmentId, orderId }),
    onInvited: onClose,
  });
  return (
    <Modal
      open={open}
      title="Zaproś nowego użytkownika"
      okText="Zaproś"
      cancelText="Anuluj"
      width={640}
      okButtonProps={{ loading: form.pending }}
      onCancel={onClose}
      onOk={form.submit}
    >
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label="Firma (nazwa lub NIP)" {...inviteItem('invite-user', form.errors, 'companyId')}>
          <CompanyField id="invite-user-companyId" onCompany={setCompanyId} />
        </Form.Item>
        <PersonInviteFields idPrefix="invite-user" fields={form.fields} errors={form.errors} set={form.set} />
      </Form>
      {form.errors.form && <Alert type="error" showIcon title={form.errors.form} />}
    </Modal>
  );
};
