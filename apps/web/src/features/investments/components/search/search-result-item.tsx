import { formatPln, type InvestmentSearchItem } from '@platform/shared';
import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';

/** One result: name (to the investment page), place, value, stage, dates, participants, the follow mark. */
export const SearchResultItem = ({ item }: { item: InvestmentSearchItem }) => {
  const place = [item.place, item.province].filter(Boolean).join(', ');
  const dates = [item.startDate && `od ${formatDay(item.startDate)}`, item.endDate && `do ${formatDay(item.endDate)}`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="investment-result" data-testid="investment-result">
      <Space size={6} wrap>
        <Link className="investment-result__name" to={paths.investment.to(item.id)}>
          {item.name}
        </Link>
        {item.followed && <Tag color="blue">Obserwujesz</Tag>}
        {item.archived && <Tag>Archiwalna</Tag>}
      </Space>
      <div className="investment-result__facts">
        <Typography.Text type="secondary">
          {place || 'Lokalizacja nieznana'}
          {item.distanceKm !== null && ` · ${item.distanceKm.toLocaleString('pl-PL')} km`}
        </Typography.Text>
        <span>
          <strong>{item.valuePln === null ? 'Wartość nieznana' : formatPln(item.valuePln)}</strong>
        </span>
        {item.stage && <Tag>{item.stage.name}</Tag>}
        {dates && <Typography.Text type="secondary">{dates}</Typography.Text>}
        <Typography.Text type="secondary">Uczestnicy: {item.participants}</Typography.Text>
      </div>
    </div>
  );
};
