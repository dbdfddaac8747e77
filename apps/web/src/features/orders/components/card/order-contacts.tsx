import type { OrderContact } from '@platform/shared';
import { Card, Col, Row, Typography } from 'antd';

/** Contact persons of the requester (full and editor views only). */
export const OrderContacts = ({ contacts }: { contacts: OrderContact[] }) => (
  <section style={{ marginTop: 20 }} data-testid="order-contacts">
    <Typography.Title level={3} style={{ fontSize: 16 }}>
      Osoby kontaktowe
    </Typography.Title>
    <Row gutter={[12, 12]}>
      {contacts.map((c) => (
        <Col xs={24} md={12} key={c.userId}>
          <Card size="small">
            <div style={{ fontWeight: 600 }}>{c.name}</div>
            {c.position && <div style={{ color: 'var(--text-muted)' }}>{c.position}</div>}
            <div>
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </div>
            {c.phone && (
              <div>
                <a href={`tel:${c.phone.replace(/\s/g, '')}`}>{c.phone}</a>
              </div>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  </section>
);
