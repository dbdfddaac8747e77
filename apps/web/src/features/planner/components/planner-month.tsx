import './planner.css';
import type { PlannerEvent } from '@platform/shared';
import { Badge, Calendar, ConfigProvider, Grid, theme } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { DAY_FORMAT, eventsOfDay } from '../lib/planner-range';
import { PlannerDayList } from './planner-day-list';
import { PlannerEventTag } from './planner-event-tag';
import { PlannerMonthHeader } from './planner-month-header';

type Props = { month: Dayjs; events: PlannerEvent[]; onMonth: (month: Dayjs) => void };

/**
 * The month view (Ant Design Calendar): on a wide screen each day lists its dates; on a phone the
 * small calendar marks the days that have any, and the chosen day's dates are listed below it.
 */
export const PlannerMonth = ({ month, events, onMonth }: Props) => {
  const wide = Grid.useBreakpoint().md ?? true;
  // the other months' days are read too: the theme's tertiary text, not the pale 'disabled' grey (WCAG 1.4.3)
  const { token } = theme.useToken();
  const [chosen, setChosen] = useState<Dayjs>(month);
  const cell = (day: Dayjs) => {
    const found = eventsOfDay(events, day.format(DAY_FORMAT));
    if (found.length === 0) return null;
    if (!wide) return <Badge count={found.length} size="small" color="blue" />;
    return (
      <div className="planner-day-events">
        {found.map(({ event, ending }) => (
          <PlannerEventTag key={`${event.key}:${ending}`} event={event} ending={ending} />
        ))}
      </div>
    );
  };
  const shown = chosen.isSame(month, 'month') ? chosen : month;
  return (
    <div data-testid="planner-month">
      <ConfigProvider theme={{ token: { colorTextDisabled: token.colorTextTertiary } }}>
        <Calendar
          fullscreen={wide}
          value={wide ? month : shown}
          mode="month"
          headerRender={() => <PlannerMonthHeader month={month} onMonth={onMonth} />}
          onSelect={(value, info) => {
            setChosen(value);
            if (info.source !== 'date' || !value.isSame(month, 'month')) onMonth(value.startOf('month'));
          }}
          cellRender={(day, info) => (info.type === 'date' ? cell(day) : info.originNode)}
        />
      </ConfigProvider>
      {!wide && <PlannerDayList events={events.filter((e) => eventsOfDay([e], shown.format(DAY_FORMAT)).length > 0)} />}
    </div>
  );
};
