import type { UserMe } from '@platform/shared';
import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { dashboardGroups } from './dashboard-links';

/** Entry points into the platform (staff panels included), grouped. */
export const LinkGroups = ({ user }: { user: UserMe }) => (
  <>
    {dashboardGroups(user).map((group) => (
      <section key={group.key} style={{ marginBottom: 24 }} aria-labelledby={`group-${group.key}`}>
        <Typography.Title level={2} id={`group-${group.key}`} style={{ fontSize: 18, marginBottom: 12 }}>
          {group.title}
        </Typography.Title>
        <Row gutter={[16, 16]}>
          {group.links.map((item) => (
            <Col key={item.key} xs={24} sm={12} lg={8}>
              <Link to={item.to} data-testid={`dashboard-link-${item.key}`}>
                <Card hoverable size="small" style={{ height: '100%' }}>
                  <Typography.Text strong style={{ fontSize: 15 }}>
                    {item.title}
                  </Typography.Text>
                  <div style={{ color: '#57534e', marginTop: 4 }}>{item.description}</div>
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      </section>
    ))}
  </>
);
