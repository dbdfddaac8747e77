import { Button, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/pl';

/** The month view's header: the month's name with the previous and next month, and back to this month. */
const monthName = (month: Dayjs) => {
  const name = month.locale('pl').format('MMMM YYYY');
  return name.charAt(0).toUpperCase() + name.slice(1);
};

export const PlannerMonthHeader = ({ month, onMonth }: { month: Dayjs; onMonth: (month: Dayjs) => void }) => (
  <Space wrap style={{ justifyContent: 'space-between', width: '100%', padding: '8px 12px' }}>
    <Space>
      <Button
        aria-label="Poprzedni miesiąc"
        onClick={() => onMonth(month.subtract(1, 'month'))}
        data-testid="planner-prev"
      >
        ‹
      </Button>
      <Typography.Text strong style={{ fontSize: 16, minWidth: 140, textAlign: 'center', display: 'inline-block' }}>
        {monthName(month)}
      </Typography.Text>
      <Button aria-label="Następny miesiąc" onClick={() => onMonth(month.add(1, 'month'))} data-testid="planner-next">
        ›
      </Button>
    </Space>
    <Button onClick={() => onMonth(dayjs().startOf('month'))}>Dzisiaj</Button>
  </Space>
);
