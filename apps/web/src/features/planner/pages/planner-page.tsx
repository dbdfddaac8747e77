import { plannerSearchSchema, PLANNER_TEXTS as T } from '@platform/shared';
import { Segmented, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { usePlannerEvents } from '../api/get-planner-events';
import { PlannerDayList } from '../components/planner-day-list';
import { PlannerFeedCard } from '../components/planner-feed-card';
import { PlannerMonth } from '../components/planner-month';
import { listRange, MONTH_FORMAT, monthGridRange, monthOf } from '../lib/planner-range';

/**
 * /planer (the user menu's 'Planer', spec 6: service PLANNER, not for admins): the user's dates in a
 * month or a list, and the private calendar address. The view and month are in the address bar
 * (?widok=lista, ?miesiac=2027-03), a bad value falls back to this month's calendar.
 */
export const PlannerPage = () => {
  const [params, setParams] = useSearchParams();
  const search = plannerSearchSchema.parse(Object.fromEntries(params));
  const month = monthOf(search.miesiac);
  const range = search.widok === 'lista' ? listRange() : monthGridRange(month);
  const events = usePlannerEvents(range.from, range.to);
  const go = (next: { widok?: string; miesiac?: string }) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) copy.set(key, value);
      return copy;
    });
  const onMonth = (value: Dayjs) => go({ miesiac: value.format(MONTH_FORMAT) });
  const list = events.data?.events ?? [];
  return (
    <PageContainer
      title={paths.planner.title}
      extra={
        <Segmented
          value={search.widok}
          onChange={(value) => go({ widok: value })}
          options={[
            { value: 'miesiac', label: T.month },
            { value: 'lista', label: T.list },
          ]}
          data-testid="planner-view"
        />
      }
    >
      <Typography.Paragraph type="secondary">{T.lead}</Typography.Paragraph>
      {events.error && <ErrorAlert error={events.error} style={{ marginBottom: 16 }} />}
      <Spin spinning={events.isFetching && !events.data}>
        {search.widok === 'lista' ? (
          <PlannerDayList events={list} />
        ) : (
          <PlannerMonth month={month} events={list} onMonth={onMonth} />
        )}
      </Spin>
      <PlannerFeedCard />
    </PageContainer>
  );
};
