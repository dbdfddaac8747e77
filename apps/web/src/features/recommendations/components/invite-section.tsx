import { INVITATION_MESSAGES, NOMINATED_COMPANIES_MAX, type Recommendation } from '@platform/shared';
import { Button, Form, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { FormSection } from '@/components/form-section';
import { notify } from '@/lib/notify';
import { INVITE_HINTS, InviteCompaniesModal, type RecommendationSource } from './invite-companies-modal';

const NEEDS = 'Wybierz inwestycję i branże, aby zobaczyć polecane firmy.';

/** The order form's fields this section reads and writes. */
type InviteFormValues = { investmentId: number | null; industryIds: number[]; nominatedCompanyIds: number[] };

type Props = {
  /** 'add' for a new order or a draft (invited at publication), 'edit' for a published or planned one */
  mode: 'add' | 'edit';
  /** the saved order, when there is one: its recommendations leave out the companies invited already */
  orderId: number | null;
};

/**
 * The invite part of the order form (spec 2.7): recommended companies chosen in the modal's form
 * mode are kept in `nominatedCompanyIds` and invited by the server when the order is published.
 */
export const InviteSection = ({ mode, orderId }: Props) => {
  const form = Form.useFormInstance<InviteFormValues>();
  const investmentId = Form.useWatch('investmentId', { form, preserve: true }) ?? null;
  const industryIds: number[] = Form.useWatch('industryIds', { form, preserve: true }) ?? [];
  const [chosen, setChosen] = useState<Recommendation[]>([]);
  const [open, setOpen] = useState(false);

  const keep = (list: Recommendation[]) => {
    setChosen(list);
    form.setFieldValue(
      'nominatedCompanyIds',
      list.map((r) => r.id),
    );
  };
  const add = (picked: Recommendation[]) => {
    const next = [...chosen, ...picked.filter((p) => !chosen.some((c) => c.id === p.id))];
    if (next.length > NOMINATED_COMPANIES_MAX) notify.error(INVITATION_MESSAGES.limitExceeded(NOMINATED_COMPANIES_MAX));
    keep(next.slice(0, NOMINATED_COMPANIES_MAX));
  };
  const source: RecommendationSource | null = !industryIds.length
    ? null
    : orderId
      ? { kind: 'order', orderId, industryIds }
      : investmentId
        ? { kind: 'form', industryIds, investmentId }
        : null;

  return (
    <FormSection title="Zaproś firmy do złożenia oferty" testId="section-invite">
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{INVITE_HINTS[mode]}</Typography.Text>
        {chosen.length > 0 && (
          <div data-testid="chosen-companies">
            <Typography.Text strong>
              Wybrane firmy ({chosen.length}/{NOMINATED_COMPANIES_MAX}):
            </Typography.Text>
            <div style={{ marginTop: 6 }}>
              {chosen.map((r) => (
                <Tag key={r.id} style={{ marginBottom: 6 }}>
                  {r.company.name}
                  <Button
                    type="text"
                    size="small"
                    aria-label={`Usuń ${r.company.name}`}
                    onClick={() => keep(chosen.filter((c) => c.id !== r.id))}
                    style={{ marginLeft: 4, height: 18, padding: '0 4px' }}
                  >
                    ×
                  </Button>
                </Tag>
              ))}
            </div>
          </div>
        )}
        <Tooltip title={source ? undefined : NEEDS}>
          <Button disabled={!source} onClick={() => setOpen(true)}>
            Zaproś polecane firmy
          </Button>
        </Tooltip>
      </Space>
      {source && (
        <InviteCompaniesModal
          source={source}
          mode={mode}
          open={open}
          onClose={() => setOpen(false)}
          onChoose={add}
          excludedCompanyIds={chosen.map((r) => r.id)}
        />
      )}
    </FormSection>
  );
};
