import { INVITATION_ERRORS, MEMBERSHIP_MESSAGES, POSITIONS, userInviteSchema } from '@platform/shared';
import { Alert, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useInviteUser } from '../api/invite-user';
import { CompanyField } from './company-field';

type Fields = { name: string; lastName: string; email: string; phone: string; position: string | undefined };
type Errors = Partial<Record<keyof Fields | 'companyId' | 'form', string>>;
const EMPTY: Fields = { name: '', lastName: '', email: '', phone: '', position: undefined };
const POSITION_OPTIONS = POSITIONS.map((p) => ({ value: p, label: p }));

type Props = { investmentId: number; orderId: number; open: boolean; onClose: () => void };

/**
 * 'Zaproś nowego użytkownika' (spec 2.8, 3, 5): the person gets an account and an e-mail with a
 * one-time link to set a password, and their company is invited to the order. They join the company
 * only when its admin (or staff) lets them in; the notice says which. The spec's messages per field.
 */
export const InviteUserModal = ({ investmentId, orderId, open, onClose }: Props) => {
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const invite = useInviteUser();
  const set = (name: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const submit = () => {
    const parsed = userInviteSchema.safeParse({ ...fields, companyId: companyId ?? undefined, investmentId, orderId });
    if (!parsed.success) {
      // the first message of each field (an empty phone is 'required', not also 'digits')
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]).reverse()));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        notify.success(MEMBERSHIP_MESSAGES.invited[answer.membership](answer.email));
        setFields(EMPTY);
        onClose();
      },
      onError: (error) => {
        const code = isApiError(error) ? error.code : '';
        if (code === 'USER_ALREADY_EXISTS') setErrors({ email: INVITATION_ERRORS.USER_ALREADY_EXISTS.message });
        else setErrors({ form: error.message || INVITATION_ERRORS.USER_INVITE_FAILED.message });
      },
    });
  };
  const item = (name: keyof Errors) => ({
    htmlFor: `invite-user-${name}`,
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name],
  });
  return (
    <Modal
      open={open}
      title="Zaproś nowego użytkownika"
      okText="Zaproś"
      cancelText="Anuluj"
      width={640}
      okButtonProps={{ loading: invite.isPending }}
      onCancel={onClose}
      onOk={submit}
    >
      <Form layout="vertical" requiredMark={false}>
        <Form.Item label="Firma (nazwa lub NIP)" {...item('companyId')}>
          <CompanyField id="invite-user-companyId" onCompany={setCompanyId} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="Imię" {...item('name')}>
              <Input id="invite-user-name" value={fields.name} onChange={(e) => set('name')(e.target.value)} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Nazwisko" {...item('lastName')}>
              <Input
                id="invite-user-lastName"
                value={fields.lastName}
                onChange={(e) => set('lastName')(e.target.value)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Adres e-mail" {...item('email')}>
              <Input
                type="email"
                id="invite-user-email"
                value={fields.email}
                onChange={(e) => set('email')(e.target.value)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Telefon" {...item('phone')}>
              <Input
                type="tel"
                id="invite-user-phone"
                value={fields.phone}
                onChange={(e) => set('phone')(e.target.value)}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Stanowisko" {...item('position')}>
          <Select
            id="invite-user-position"
            showSearch
            value={fields.position}
            onChange={set('position')}
            options={POSITION_OPTIONS}
            placeholder="Wybierz stanowisko"
          />
        </Form.Item>
      </Form>
      {errors.form && <Alert type="error" showIcon message={errors.form} />}
    </Modal>
  );
};
