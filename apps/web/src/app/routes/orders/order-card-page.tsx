import { isAdminAccountType, isSubsidizedClient, OFFER_MESSAGES } from '@platform/shared';
import { Col, Row, Skeleton, Space, Spin, Tag, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';
import { LoginRequiredCountdown } from '@/components/login-required-countdown';
import { NotFoundScreen } from '@/components/not-found-screen';
import { PageContainer } from '@/components/page-container';
import { ORDER_TABS, type OrderTab, paths } from '@/config/paths';
import { OrderConversations } from '@/features/conversations/components/order-conversations';
import { MyOfferBand } from '@/features/offers/components/my-offer-band';
import { OrderChangesBand } from '@/features/order-changes/components/order-changes-band';
import { CoveragePanel } from '@/features/order-questions/components/coverage-panel';
import { useOrder } from '@/features/orders/api/get-order';
import { orderCardUrl } from '@/features/orders/components/card/copy-link-button';
import { OrderCardActions } from '@/features/orders/components/card/order-card-actions';
import { OrderCardTabs } from '@/features/orders/components/card/order-card-tabs';
import { OrderForbidden } from '@/features/orders/components/card/order-forbidden';
import { OrderSidePanel } from '@/features/orders/components/card/order-side-panel';
import { OrderStatisticsCard } from '@/features/orders/components/card/order-statistics';
import { StatusTag } from '@/features/orders/components/status-tag';
import { InvitationBand } from '@/features/recommendations/components/invitation-band';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';

const OffersTab = lazy(() => import('@/features/offers/components/offers-tab').then((m) => ({ default: m.OffersTab })));
const ChangeAcknowledgements = lazy(() =>
  import('@/features/order-changes/components/change-acknowledgements').then((m) => ({
    default: m.ChangeAcknowledgements,
  })),
);
const QuestionsTab = lazy(() =>
  import('@/features/order-questions/components/questions-tab').then((m) => ({ default: m.QuestionsTab })),
);
const InvitedCompaniesTab = lazy(() =>
  import('@/features/recommendations/components/invited-companies-tab').then((m) => ({
    default: m.InvitedCompaniesTab,
  })),
);
const OrderRecommendationsTab = lazy(() =>
  import('@/features/recommendations/components/order-recommendations-tab').then((m) => ({
    default: m.OrderRecommendationsTab,
  })),
);

/** A tab's part, loaded when the tab is opened: the card's first screen does not wait for the others' tables and forms. */
const TabPart = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{children}</Suspense>
);

const isOrderTab = (tab: string): tab is OrderTab => (ORDER_TABS as readonly string[]).includes(tab);

/**
 * /zlecenie/:orderId(/:orderTab): the order card in the view the server decides (spec 2.8). A 403
 * (an order visible to its industries' users only) is shown in place, so the address stays the
 * order's: anonymous visitors get the login countdown, whose login returns here (spec 2.12), and
 * logged-in users the server's reason. The card composes the order's own parts with its offers,
 * invitations and conversations.
 */
export const OrderCardPage = () => {
  const { orderId = '', orderTab = 'zlecenie' } = useParams();
  const id = Number(orderId);
  const { kind, user } = useCurrentUser();
  const enabled = kind === 'anonymous' || !!user;
  const query = useOrder(id, false, enabled, 'forbidden-inline');

  if (!isOrderTab(orderTab)) return <NotFoundScreen />;
  if (isApiError(query.error) && query.error.status === 403) {
    return kind === 'anonymous' ? <LoginRequiredCountdown /> : <OrderForbidden message={query.error.message} />;
  }
  if (query.isError) return <NotFoundScreen />;
  const order = query.data;
  if (!order) return <Spin style={{ display: 'block', margin: 64 }} />;
  const url = orderCardUrl(paths.orders.view.to(order.id));
  const loggedIn = kind === 'user' && !!user;

  return (
    <PageContainer>
      <div data-testid="order-card" data-view={order.viewType}>
        <Space size={4} wrap>
          <StatusTag status={order.status} isApproved={order.isApproved} />
          {/* settled (spec 4): everyone who sees the archived card reads 'Zlecenie zamknięte' */}
          {order.deletedReason === 'SETTLED' && (
            <Tag color="green" data-testid="order-card-settled">
              {OFFER_MESSAGES.settled}
            </Tag>
          )}
          <Typography.Text type="secondary">Zlecenie nr {order.id}</Typography.Text>
        </Space>
        <Typography.Title level={1} style={{ fontSize: 26, margin: '6px 0 12px' }} data-testid="order-title">
          {order.name ?? `Zlecenie nr ${order.id}${order.city ? ` – ${order.city}` : ''}`}
        </Typography.Title>
        <OrderCardActions
          order={order}
          url={url}
          canDelete={loggedIn && order.userAllowedToEdit}
          temporary={kind === 'temporary'}
        />
        {/* 'Zmiany w zleceniu' (beyond the spec): readers of the documents and the companies concerned */}
        <OrderChangesBand orderId={order.id} enabled={loggedIn && order.status !== 'DRAFT'} />
        <InvitationBand orderId={order.id} enabled={loggedIn && !order.userAllowedToEdit && !!user?.company?.id} />
        <MyOfferBand orderId={order.id} enabled={loggedIn && !order.userAllowedToEdit && !!user?.company?.id} />
        {loggedIn && order.userAllowedToEdit && order.status === 'RELEASED' && (
          <div style={{ marginTop: 16 }}>
            <CoveragePanel orderId={order.id} />
          </div>
        )}
        <Row gutter={[24, 24]} style={{ marginTop: 16 }}>
          <Col xs={24} lg={17}>
            <OrderCardTabs
              order={order}
              tab={orderTab}
              temporary={kind === 'temporary'}
              questions={
                loggedIn ? (
                  <TabPart>
                    <QuestionsTab orderId={order.id} offerDeadlineTo={order.offerDeadlineTo} />
                  </TabPart>
                ) : undefined
              }
              offers={
                <TabPart>
                  <OffersTab orderId={order.id} />
                </TabPart>
              }
              invitedCompanies={
                <TabPart>
                  <ChangeAcknowledgements orderId={order.id} />
                  <InvitedCompaniesTab
                    orderId={order.id}
                    investmentId={order.investment?.id ?? null}
                    archived={order.status === 'ARCHIVED'}
                  />
                </TabPart>
              }
              recommendations={
                <TabPart>
                  <OrderRecommendationsTab orderId={order.id} archived={order.status === 'ARCHIVED'} />
                </TabPart>
              }
            />
          </Col>
          <Col xs={24} lg={7}>
            {loggedIn && <OrderConversations orderId={order.id} />}
            <OrderSidePanel order={order} url={url} />
            {loggedIn && (
              <OrderStatisticsCard
                orderId={order.id}
                subsidized={isSubsidizedClient(user)}
                staff={isAdminAccountType(user.accountType)}
              />
            )}
          </Col>
        </Row>
      </div>
    </PageContainer>
  );
};
