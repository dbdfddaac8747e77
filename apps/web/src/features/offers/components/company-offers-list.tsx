import { type CompanyOffers, formatPrice } from '@platform/shared';
import { Button, Collapse, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useMarkOffersRead } from '../api/mark-offers-read';
import { useRejectCompanyOffers } from '../api/reject-company-offers';
import { ChooseButton } from './choose-button';
import { OfferNotesPanel } from './offer-notes-panel';
import { OfferPrice } from './offer-price';

type Props = {
  orderId: number;
  companies: CompanyOffers[];
  decidable: boolean;
  withoutIndication: ReadonlySet<number>;
  /** when the list was read (its first pages of notes seed the notes panels) */
  updatedAt: number;
};

const CompanyHeader = ({ company }: { company: CompanyOffers }) => {
  const unread = company.offers.some((o) => !o.isRead);
  return (
    <Space size={8} wrap>
      <Typography.Text strong={unread} data-testid="company-name">
        {company.company.name}
      </Typography.Text>
      {unread && <Tag color="blue">Nowa</Tag>}
      {company.offers.some((o) => o.isSelected) && <Tag color="green">Wybrana</Tag>}
      {company.isRejected && <Tag color="red">Odrzucona</Tag>}
      <Typography.Text type="secondary" data-testid="company-total">
        Razem: {company.total === null ? 'bez ceny' : `${formatPrice(company.total)} netto`}
      </Typography.Text>
    </Space>
  );
};

/** 'według firm': per company all its industries with a total, its files, notes and the conversation. */
export const CompanyOffersList = ({ orderId, companies, decidable, withoutIndication, updatedAt }: Props) => {
  const read = useMarkOffersRead(orderId, 'COMPANY');
  const reject = useRejectCompanyOffers(orderId, 'COMPANY');
  if (!companies.length)
    return <Typography.Text type="secondary">Nie otrzymano jeszcze żadnej oferty.</Typography.Text>;
  return (
    <Collapse
      data-testid="company-offers"
      onChange={(keys) => {
        // opening a company's panel is reading its offers
        for (const key of [keys].flat()) {
          const company = companies.find((c) => String(c.company.id) === key);
          if (company?.offers.some((o) => !o.isRead)) read.mutate(company.company.id);
        }
      }}
      items={companies.map((company) => ({
        key: String(company.company.id),
        label: <CompanyHeader company={company} />,
        children: (
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <Table
              size="small"
              rowKey={(o) => o.industry.id}
              pagination={false}
              dataSource={company.offers}
              columns={[
                { title: 'Branża', render: (_, o) => o.industry.name },
                { title: 'Cena i ważność', render: (_, o) => <OfferPrice offer={o} /> },
                {
                  title: 'Wybór',
                  render: (_, o) => (
                    <ChooseButton
                      orderId={orderId}
                      offer={o}
                      decidable={decidable}
                      withoutIndication={withoutIndication.has(o.industry.id)}
                    />
                  ),
                },
              ]}
            />
            {company.attachments.length > 0 && (
              <Space direction="vertical" size={2}>
                <Typography.Text strong>Załączniki ({company.attachmentsCount})</Typography.Text>
                {company.attachments.map((a) => (
                  <a key={a.uuid} href={a.url} target="_blank" rel="noreferrer">
                    {a.attachmentName}
                  </a>
                ))}
              </Space>
            )}
            <Space wrap>
              <Link to={paths.messages.conversation.to(orderId, company.conversationId)}>Przejdź do rozmowy</Link>
              {decidable && !company.isRejected && (
                <Popconfirm
                  title="Odrzucić ofertę tej firmy?"
                  description="Oferta zostanie oznaczona jako odrzucona i nie będzie można jej wybrać."
                  okText="Odrzuć"
                  cancelText="Anuluj"
                  onConfirm={() => reject.mutateAsync(company.company.id)}
                >
                  <Button size="small" danger data-testid="reject-offer">
                    Odrzuć ofertę
                  </Button>
                </Popconfirm>
              )}
            </Space>
            <OfferNotesPanel
              orderId={orderId}
              companyId={company.company.id}
              firstPage={{ data: company.notes, updatedAt }}
            />
          </Space>
        ),
      }))}
    />
  );
};
