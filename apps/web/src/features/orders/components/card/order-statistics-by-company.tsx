import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useExtendedOrderStatistics } from '../../api/get-extended-order-statistics';
import { STATISTICS_KINDS } from './statistics-kinds';

type Company = { id: number; name: string };

const CompanyList = ({ kind, label, companies }: { kind: string; label: string; companies: Company[] }) => (
  <section data-testid={`companies-${kind}`} style={{ marginBottom: 16 }}>
    <Typography.Title level={5} style={{ marginBottom: 4 }}>
      {label} {companies.length > 0 && <Typography.Text type="secondary">(firmy: {companies.length})</Typography.Text>}
    </Typography.Title>
    {companies.length === 0 ? (
      <Typography.Text type="secondary">Brak firm</Typography.Text>
    ) : (
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {companies.map((company) => (
          <li key={company.id}>
            <Link to={paths.company.to(company.id)}>{company.name}</Link>
          </li>
        ))}
      </ul>
    )}
  </section>
);

const ByCompanyContent = ({ orderId }: { orderId: number }) => {
  const stats = useExtendedOrderStatistics(orderId, true);
  if (stats.isPending) {
    return (
      <div style={{ textAlign: 'center', padding: 24 }} data-testid="companies-loading">
        <Spin />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          Wczytywanie statystyk…
        </Typography.Text>
      </div>
    );
  }
  if (stats.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Nie udało się pobrać statystyk według firm."
        action={<Button onClick={() => void stats.refetch()}>Spróbuj ponownie</Button>}
      />
    );
  }
  return STATISTICS_KINDS.map(([key, label]) => (
    <CompanyList key={key} kind={key} label={label} companies={stats.data[key]} />
  ));
};

/** Staff only (spec 6 "admin sees details by company"): the companies behind each interaction, loaded when opened. */
export const OrderStatisticsByCompany = ({ orderId }: { orderId: number }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button block style={{ marginTop: 12 }} onClick={() => setOpen(true)}>
        Statystyki według firm
      </Button>
      <Modal
        title="Statystyki według firm"
        open={open}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Zamknij</Button>}
        destroyOnHidden
        styles={{ body: { maxHeight: '60vh', overflowY: 'auto' } }}
      >
        {open && <ByCompanyContent orderId={orderId} />}
      </Modal>
    </>
  );
};
