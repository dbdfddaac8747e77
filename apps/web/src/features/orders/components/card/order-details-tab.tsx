import { errorMessage, type Order } from '@platform/shared';
import { Alert, Card, Descriptions, Table, Typography } from 'antd';
import { RichTextView } from '@/components/rich-text-view';
import { formatMoment, formatQuantity } from '@/lib/format';
import { recordAttachmentDownload } from '../../api/record-attachment-download';
import { OrderContacts } from './order-contacts';
import { RegisterCall } from './register-call';
import { RevealedContacts } from './revealed-contacts';
import './order-details-tab.css';

type Industry = Order['industries'][number];
/** On a phone the cells stack and show their column's name before the value (order-details-tab.css). */
const labelled = (label: string) => () => ({ 'data-label': label }) as React.TdHTMLAttributes<HTMLTableCellElement>;

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section style={{ marginTop: 20 }}>
    <Typography.Title level={3} style={{ fontSize: 16 }}>
      {title}
    </Typography.Title>
    {children}
  </section>
);

/** The Zlecenie tab: what the view of the server carries; missing parts are explained, not blanked. */
export const OrderDetailsTab = ({ order }: { order: Order }) => {
  const anonymous = order.viewType === 'UNAUTHENTICATED';
  const { producerPreference, technologyPreference } = order.technology;
  return (
    <Card>
      {anonymous && <RegisterCall />}
      {order.viewType === 'LIMITED' && (
        <Alert
          type="info"
          showIcon
          title={errorMessage('ORDER_NO_PERMISSION_TO_VIEW_CONTACTS')}
          data-testid="limited-notice"
        />
      )}
      <Section title="Branże i zakres">
        <Table
          className="order-industries"
          size="small"
          pagination={false}
          rowKey="industryId"
          dataSource={order.industries}
          columns={[
            { title: 'Branża', dataIndex: 'industryName' },
            ...(anonymous
              ? []
              : [
                  {
                    title: 'Ilość',
                    key: 'q',
                    onCell: labelled('Ilość'),
                    render: (_: unknown, i: Industry) =>
                      `${formatQuantity(i.workScopeNumber)} ${i.unit ?? ''}`.trim() || '—',
                  },
                  {
                    title: 'Opis',
                    dataIndex: 'description',
                    onCell: labelled('Opis'),
                    render: (d: string | null) => d || '—',
                  },
                ]),
          ]}
        />
      </Section>
      {(producerPreference.length > 0 || technologyPreference.length > 0) && (
        <Section title="Technologia">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Preferowani producenci">{producerPreference.join(', ') || '—'}</Descriptions.Item>
            <Descriptions.Item label="Preferowane technologie">
              {technologyPreference.join(', ') || '—'}
            </Descriptions.Item>
          </Descriptions>
        </Section>
      )}
      {order.description && (
        <Section title="Opis zlecenia">
          <RichTextView html={order.description} className="order-description" />
        </Section>
      )}
      {order.documents && order.documents.length > 0 && (
        <Section title="Dokumentacja">
          {order.documents.map((d) => (
            <div key={d.url}>
              <a href={d.url} target="_blank" rel="noreferrer noopener">
                {d.name || d.url}
              </a>
            </div>
          ))}
        </Section>
      )}
      {order.attachments && order.attachments.length > 0 && (
        <Section title="Załączniki">
          {order.attachments.map((a) => (
            <div key={a.uuid}>
              <a
                href={a.url}
                target="_blank"
                rel="noreferrer noopener"
                onClick={() => recordAttachmentDownload(order.id, a.uuid)}
                onAuxClick={() => recordAttachmentDownload(order.id, a.uuid)}
              >
                {a.attachmentName}
              </a>
            </div>
          ))}
        </Section>
      )}
      {order.companyContacts && order.companyContacts.length > 0 && <OrderContacts contacts={order.companyContacts} />}
      {order.viewType === 'FULL' && <RevealedContacts orderId={order.id} />}
      {/* a draft is not published: the date it carries is only the planned one of the form */}
      {order.publishAt && order.status !== 'DRAFT' && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 20, marginBottom: 0 }}>
          Data publikacji: {formatMoment(order.publishAt)}
        </Typography.Paragraph>
      )}
    </Card>
  );
};
