import { CONVERSATION_MESSAGES, formatBadge, ORDER_STATUS_LABELS } from '@platform/shared';
import { Avatar, Badge, Empty, List, Pagination, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useInvestmentThreads } from '@/lib/conversations/get-investment-threads';
import { useOrderConversations } from '@/lib/conversations/get-order-conversations';
import { useOrderThreads } from '../api/get-order-threads';
import { day } from '../lib/format';
import { CandidateTag } from './candidate-tag';

const Unread = ({ count }: { count: number }) =>
  count > 0 ? <Badge count={formatBadge(count)} style={{ background: '#d4380d' }} /> : null;

const Loading = () => <Spin style={{ display: 'block', margin: 24 }} />;

/** Step one: investments with threads (picture, name, city / road end city, unread). */
export const InvestmentThreadList = ({ page, onPage }: { page: number; onPage: (p: number) => void }) => {
  const query = useInvestmentThreads(page);
  if (query.isPending) return <Loading />;
  const data = query.data;
  if (!data?.content.length) return <Empty description="Nie masz jeszcze żadnych rozmów" />;
  return (
    <>
      <List
        dataSource={data.content}
        renderItem={(i) => (
          <List.Item className="conv-row" extra={<Unread count={i.unreadCount} />}>
            <List.Item.Meta
              avatar={
                <Avatar shape="square" size={40} src={i.picture ?? undefined}>
                  {i.name.slice(0, 1)}
                </Avatar>
              }
              title={<Link to={paths.messages.investment.to(i.id)}>{i.name}</Link>}
              description={[i.city, i.roadEndCity].filter(Boolean).join(' – ')}
            />
          </List.Item>
        )}
      />
      {data.totalPages > 1 && (
        <Pagination
          size="small"
          current={page + 1}
          total={data.totalElements}
          pageSize={data.size}
          onChange={(p) => onPage(p - 1)}
        />
      )}
    </>
  );
};

/** Step two: orders of an investment with threads. */
export const OrderThreadList = ({ investmentId }: { investmentId: number }) => {
  const query = useOrderThreads(investmentId);
  if (query.isPending) return <Loading />;
  if (!query.data?.length) return <Empty description={CONVERSATION_MESSAGES.noOrderThreads} />;
  return (
    <List
      dataSource={query.data}
      renderItem={(o) => (
        <List.Item className="conv-row" extra={<Unread count={o.unreadCount} />}>
          <List.Item.Meta
            title={
              <Link to={paths.messages.order.to(o.id)}>
                {o.industries.map((i) => i.name).join(', ') || `Zlecenie nr ${o.id}`}
              </Link>
            }
            description={`Zlecenie nr ${o.id} · ${ORDER_STATUS_LABELS[o.status]} · rozmowy: ${o.conversationsCount} · oferty do ${day(o.offerDeadlineTo)}`}
          />
        </List.Item>
      )}
    />
  );
};

/** Step three: the threads of an order; the chosen one is marked. */
export const ConversationList = ({ orderId, activeId }: { orderId: number; activeId: number | null }) => {
  const query = useOrderConversations(orderId);
  if (query.isPending) return <Loading />;
  if (!query.data?.length) return <Empty description={CONVERSATION_MESSAGES.noConversations} />;
  return (
    <List
      dataSource={query.data}
      renderItem={(c) => (
        <List.Item
          className={`conv-row ${c.id === activeId ? 'conv-active' : ''}`}
          extra={<Unread count={c.unreadCount} />}
          data-testid="conversation-row"
        >
          <List.Item.Meta
            avatar={
              <Avatar shape="square" size={36} src={c.company.logo ?? undefined}>
                {c.company.name.slice(0, 1)}
              </Avatar>
            }
            title={
              <>
                <Link to={paths.messages.conversation.to(orderId, c.id)}>{c.company.name}</Link>
                {c.isCandidate && <CandidateTag />}
              </>
            }
            description={
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240 }}>
                {c.latestMessage?.text || '–'}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
};
