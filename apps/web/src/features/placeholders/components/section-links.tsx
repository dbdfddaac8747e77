import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';

export type SectionLink = { key: string; title: string; to: string; description?: string };

/** A grid of links into sections of a panel (no data, only navigation). */
export const SectionLinks = ({ links }: { links: readonly SectionLink[] }) => (
  <Row gutter={[16, 16]}>
    {links.map((link) => (
      <Col key={link.key} xs={24} sm={12} lg={8}>
        <Link to={link.to}>
          <Card hoverable size="small" title={link.title} style={{ height: '100%' }}>
            <span style={{ color: '#57534e' }}>{link.description ?? 'Przejdź do sekcji'}</span>
          </Card>
        </Link>
      </Col>
    ))}
  </Row>
);
