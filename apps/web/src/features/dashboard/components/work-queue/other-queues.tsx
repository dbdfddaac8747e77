import { WORK_QUEUE_TEXTS } from '@platform/shared';
import dayjs from 'dayjs';
import { paths } from '@/config/paths';
import { useUnreadInvestmentThreads } from '@/lib/conversations/get-investment-threads';
import { useFollowedInvestments } from '../../api/get-followed-investments';
import { QueueSection } from './queue-section';

/** Investment threads with unread messages (the messages area's first page). */
export const UnreadConversations = () => {
  const { data } = useUnreadInvestmentThreads();
  return (
    <QueueSection
      title={WORK_QUEUE_TEXTS.unreadMessages}
      testId="queue-unread-messages"
      all={{ label: WORK_QUEUE_TEXTS.allMessages, to: paths.messages.list.to() }}
      items={data?.map((thread) => ({
        key: thread.id,
        to: paths.messages.investment.to(thread.id),
        title: thread.name,
        detail: `${WORK_QUEUE_TEXTS.unreadCount}: ${thread.unreadCount}${thread.city ? ` · ${thread.city}` : ''}`,
      }))}
      empty={WORK_QUEUE_TEXTS.unreadMessagesEmpty}
    />
  );
};

/** Investments of the last 30 days in which a followed company takes part. */
export const FollowedCompaniesInvestments = () => {
  const { data } = useFollowedInvestments();
  return (
    <QueueSection
      title={WORK_QUEUE_TEXTS.followedInvestments}
      testId="queue-followed-investments"
      items={data?.content.map((investment) => ({
        key: investment.id,
        to: paths.investment.to(investment.id),
        title: investment.name,
        detail: `${investment.company.name}${investment.city ? ` · ${investment.city}` : ''} · ${dayjs(investment.createdAt).format('DD.MM.YYYY')}`,
      }))}
      empty={WORK_QUEUE_TEXTS.followedInvestmentsEmpty}
    />
  );
};
