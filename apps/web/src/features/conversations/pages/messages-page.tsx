import { Breadcrumb, Button, Grid, Result, Spin } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useOrderConversations } from '@/lib/conversations/get-order-conversations';
import { useConversation } from '../api/get-conversation';
import { useOrderThreads } from '../api/get-order-threads';
import { ConversationDetails } from '../components/conversation-details';
import { ConversationView } from '../components/conversation-view';
import { OrderPane } from '../components/order-pane';
import { ConversationList, InvestmentThreadList, OrderThreadList } from '../components/thread-lists';
import '../components/conversations.css';

const idOf = (value?: string) => (value ? Number(value) : null);

/**
 * /wiadomosci/... (spec 2.1, 2.9): investments → orders → conversations → one conversation, lists
 * refreshed every 10 s. Wide screens show the list, the thread and its right column side by side;
 * a phone one pane at a time with a way back.
 */
export const MessagesPage = () => {
  const params = useParams();
  const investmentId = idOf(params.investmentId);
  const orderId = idOf(params.orderId);
  const conversationId = idOf(params.conversationId);
  const wide = !!Grid.useBreakpoint().lg;
  const [page, setPage] = useState(0);
  const conversation = useConversation(conversationId);
  const threads = useOrderConversations(orderId);
  // step two names its investment too (the list's own call: the same key, no second request)
  const orderThreads = useOrderThreads(orderId ? null : investmentId);
  const investment =
    conversation.data?.investment ?? threads.data?.[0]?.investment ?? orderThreads.data?.[0]?.investment;

  const crumbs = [
    { key: 'all', title: <Link to={paths.messages.list.to()}>Wiadomości</Link> },
    ...(investment
      ? [{ key: 'inv', title: <Link to={paths.messages.investment.to(investment.id)}>{investment.name}</Link> }]
      : []),
    ...(orderId
      ? [{ key: 'ord', title: <Link to={paths.messages.order.to(orderId)}>Zlecenie nr {orderId}</Link> }]
      : []),
  ];
  const list = orderId ? (
    <ConversationList orderId={orderId} activeId={conversationId} />
  ) : investmentId ? (
    <OrderThreadList investmentId={investmentId} />
  ) : (
    <InvestmentThreadList page={page} onPage={setPage} />
  );
  const middle = conversationId ? (
    conversation.data ? (
      <ConversationView conversation={conversation.data} />
    ) : conversation.isError ? (
      <Result status="404" title="Nie znaleziono konwersacji" />
    ) : (
      <Spin style={{ display: 'block', margin: 48 }} />
    )
  ) : orderId ? (
    <OrderPane orderId={orderId} autoOpen={wide} />
  ) : null;
  const back =
    conversationId && orderId
      ? paths.messages.order.to(orderId)
      : investment
        ? paths.messages.investment.to(investment.id)
        : paths.messages.list.to();

  if (!wide) {
    return (
      <PageContainer title={paths.messages.list.title}>
        <div className="conv-phone" data-testid="messages-page">
          {(orderId || investmentId) && (
            <Link to={back}>
              <Button type="link" style={{ paddingInline: 0 }}>
                ← Wstecz
              </Button>
            </Link>
          )}
          {middle && (conversationId || !orderId) ? (
            middle
          ) : (
            <>
              {list}
              {orderId && <div style={{ marginTop: 16 }}>{middle}</div>}
            </>
          )}
          {conversation.data && (
            <div style={{ marginTop: 16 }}>
              <ConversationDetails summary={conversation.data} />
            </div>
          )}
        </div>
      </PageContainer>
    );
  }
  return (
    <PageContainer title={paths.messages.list.title}>
      <Breadcrumb items={crumbs} style={{ marginBottom: 12 }} />
      <div className="conv-layout" data-testid="messages-page">
        <aside className="conv-list">{list}</aside>
        <main className="conv-main">
          {middle ?? <div className="conv-hint">Wybierz inwestycję, zlecenie i rozmowę z listy.</div>}
        </main>
        {conversation.data && (
          <aside className="conv-side">
            <ConversationDetails summary={conversation.data} />
          </aside>
        )}
      </div>
    </PageContainer>
  );
};
