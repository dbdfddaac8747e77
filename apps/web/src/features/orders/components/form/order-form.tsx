import { ORDER_MESSAGES, type Order, type OrderInvestment } from '@platform/shared';
import { Button, Form, Space } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { StaleVersionAlert } from '@/components/unsaved-changes/stale-version-alert';
import { useUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { notify } from '@/lib/notify';
import { useIndustries } from '@/lib/reference/get-industries';
import { industryTreeData, treeTitles } from '@/lib/tree-data';
import type { UploadedFile } from '@/lib/uploads/use-file-upload';
import type { OrderFormValues } from '../../lib/order-form-values';
import { syncIndustries } from '../../lib/sync-industries';
import { AdminInvestmentSection } from './admin-investment-section';
import { AttachmentsSection } from './attachments-section';
import { ContactsSection } from './contacts-section';
import { DatesSection } from './dates-section';
import { DescriptionSection } from './description-section';
import { IndustriesSection } from './industries-section';
import { InvestmentSection } from './investment-section';
import { ResultDialog } from './result-dialog';
import { useOrderSubmit } from './use-order-submit';

type Props = {
  mode: 'add' | 'edit';
  order: Order | null;
  initialValues: OrderFormValues;
  staff: boolean;
  /** the invite part (spec 2.7), the recommendations feature's, composed by the page */
  inviteSection?: (props: { mode: 'add' | 'edit'; orderId: number | null }) => ReactNode;
  /** Loads the order's current version into the form (after another tab saved first). */
  onReload?: () => Promise<unknown>;
};

/** The add and edit order form of spec 2.7. */
export const OrderForm = ({ mode, order, initialValues, staff, inviteSection, onReload }: Props) => {
  const [form] = Form.useForm<OrderFormValues>();
  const [existing, setExisting] = useState(order?.attachments ?? []);
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [adminInvestment, setAdminInvestment] = useState<OrderInvestment | null>(null);
  const tree = useIndustries().data;
  const titles = useMemo(() => treeTitles(industryTreeData(tree ?? [])), [tree]);
  const published = !!order && order.status !== 'DRAFT';
  const locked = published ? order.industries.map((i) => i.industryId) : [];
  const attachments = () => [...existing.map((a) => a.uuid), ...uploaded.map((f) => f.uuid)];
  // any change of a field or of the files makes the form worth guarding (spec 2: nothing typed is lost)
  const [dirty, setDirty] = useState(false);
  const { markSaved } = useUnsavedChanges(dirty || uploaded.length > 0 || uploading);
  const { submit, clearErrors, saved, saving, stale } = useOrderSubmit(form, {
    order,
    staff,
    attachments,
    onSaved: markSaved,
  });
  const onInvestment = useCallback((inv: OrderInvestment | null) => setAdminInvestment(inv), []);

  const onValuesChange = (changed: Partial<OrderFormValues>, all: OrderFormValues) => {
    setDirty(true);
    clearErrors(changed);
    if (!changed.industryIds) return;
    const previous = { ids: all.industries.map((r) => r.industryId), rows: all.industries };
    const next = syncIndustries(changed.industryIds, previous, titles, locked);
    if (next.error) notify.error(next.error);
    form.setFieldsValue({ industryIds: next.ids, industries: next.rows });
  };

  const publishLabel =
    !order || order.status === 'DRAFT'
      ? ORDER_MESSAGES.publish
      : staff || order.isApproved
        ? ORDER_MESSAGES.saveChanges
        : ORDER_MESSAGES.saveAndApprove;

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      requiredMark={false}
    >
      {staff ? (
        <AdminInvestmentSection locked={published} companyName={order?.company?.name} onInvestment={onInvestment} />
      ) : (
        <InvestmentSection locked={published} current={order?.investment} />
      )}
      <ContactsSection staff={staff} known={order?.companyContacts ?? []} />
      <DatesSection publishLocked={order?.status === 'RELEASED'} />
      <IndustriesSection />
      <DescriptionSection adminInvestment={staff ? adminInvestment : null} />
      <AttachmentsSection
        existing={existing}
        onRemoveExisting={(uuid) => {
          setDirty(true);
          setExisting((list) => list.filter((a) => a.uuid !== uuid));
        }}
        onUploaded={setUploaded}
        onUploading={setUploading}
      />
      {inviteSection?.({ mode: published ? 'edit' : 'add', orderId: order?.id ?? null })}
      {stale && onReload && <StaleVersionAlert onReload={onReload} />}
      <Space wrap style={{ marginTop: 8 }}>
        <Button type="primary" size="large" disabled={uploading} loading={saving} onClick={() => submit(false)}>
          {publishLabel}
        </Button>
        {(!order || order.status === 'DRAFT') && (
          <Button size="large" disabled={uploading || saving} onClick={() => submit(true)}>
            Zapisz jako szkic
          </Button>
        )}
      </Space>
      <ResultDialog saved={saved} mode={mode} />
    </Form>
  );
};
