import { WORK_QUEUE_TEXTS } from '@platform/shared';
import { Col, Row } from 'antd';
import { DeadlineThisWeek, InvitationsToAnswer, UnapprovedOrders, UnreadOffers } from './order-queues';
import { FollowedCompaniesInvestments, UnreadConversations } from './other-queues';

/**
 * The start page of users with a company who are not subsidised (beyond the spec: its dashboard
 * renders nothing for them): what waits for them, each list linking to its full screen.
 */
export const WorkQueue = () => (
  <section aria-labelledby="work-queue-title" style={{ marginBottom: 32 }} data-testid="work-queue">
    <h2 id="work-queue-title" style={{ fontSize: 22, marginBottom: 16 }}>
      {WORK_QUEUE_TEXTS.title}
    </h2>
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12} xl={8}>
        <UnapprovedOrders />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <DeadlineThisWeek />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <UnreadOffers />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <InvitationsToAnswer />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <UnreadConversations />
      </Col>
      <Col xs={24} md={12} xl={8}>
        <FollowedCompaniesInvestments />
      </Col>
    </Row>
  </section>
);
