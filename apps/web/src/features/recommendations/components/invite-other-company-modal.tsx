import { INVITATION_MESSAGES, otherNominatedCompanySchema } from '@platform/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useNominateOtherCompany } from '../api/nominate-companies';
import { CompanyField } from './company-field';

type Props = { orderId: number; open: boolean; onClose: () => void };

/**
 * 'Zaproś inną firmę' (spec 2.8, 5): a company by name or NIP (autocomplete, 350 ms) and an e-mail,
 * which the server asks for only when it knows none of the company's.
 */
export const InviteOtherCompanyModal = ({ orderId, open, onClose }: Props) => {
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ companyId?: string; email?: string; form?: string }>({});
  const nominate = useNominateOtherCompany(orderId);
  const submit = () => {
    const parsed = otherNominatedCompanySchema.safeParse({ companyId: companyId ?? undefined, email: email || null });
    if (!parsed.success) {
      const byField = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
      setErrors(byField);
      return;
    }
    setErrors({});
    nominate.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => {
        const code = isApiError(error) ? error.code : '';
        if (code === 'NOMINATED_COMPANY_EMAIL_REQUIRED') setErrors({ email: INVITATION_MESSAGES.invalidEmail });
        else setErrors({ form: error.message || INVITATION_MESSAGES.inviteFailed });
      },
    });
  };
  return (
    <Modal
      open={open}
      title="Zaproś inną firmę"
      okText="Zaproś"
      cancelText="Anuluj"
      okButtonProps={{ loading: nominate.isPending }}
      onCancel={onClose}
      onOk={submit}
    >
      <Alert type="warning" showIcon message={INVITATION_MESSAGES.notice} style={{ marginBottom: 12 }} />
      <Form layout="vertical">
        <Form.Item
          label="Firma (nazwa lub NIP)"
          validateStatus={errors.companyId ? 'error' : undefined}
          help={errors.companyId}
        >
          <CompanyField onCompany={setCompanyId} testId="other-company" />
        </Form.Item>
        <Form.Item
          label="Adres e-mail (gdy firma nie ma znanego adresu)"
          validateStatus={errors.email ? 'error' : undefined}
          help={errors.email}
        >
          <Input value={email} onChange={(e) => setEmail(e.target.value)} type="email" />
        </Form.Item>
      </Form>
      {errors.form && <Alert type="error" showIcon message={errors.form} />}
    </Modal>
  );
};
