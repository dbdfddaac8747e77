import { formatMillions, type InvestmentChange, STAGE_PANEL_TEXTS as T } from '@platform/shared';
import { Card, Empty, Skeleton, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useInvestmentHistory } from '../api/get-investment-history';

const FIELD_LABELS: Record<string, string> = {
  name: 'Nazwa',
  description: 'Opis',
  value: 'Wartość',
  startDate: 'Data rozpoczęcia',
  endDate: 'Data zakończenia',
};

const valueText = (field: string, value: string | null) =>
  value === null ? '—' : field === 'value' ? formatMillions(Number(value)) : value;

const ChangeText = ({ change }: { change: InvestmentChange }) => {
  if (change.kind === 'PARTICIPANT_ADDED')
    return change.other ? <Link to={paths.company.to(change.other.id)}>{change.other.name}</Link> : null;
  if (change.kind === 'MERGE') return change.other ? `„${change.other.name}” (ID ${change.other.id})` : null;
  return (
    <>
      {change.fields.map((f) => (
        <div key={f.field}>
          {FIELD_LABELS[f.field] ?? f.field}: {valueText(f.field, f.before)} → {valueText(f.field, f.after)}
        </div>
      ))}
    </>
  );
};

const when = (at: string, by: string | null) => `${dayjs(at).format('DD.MM.YYYY HH:mm')}${by ? ` · ${by}` : ''}`;

/** The investment's stage history and change log (corrections, merges, new participants), latest first. */
export const InvestmentHistory = ({ investmentId }: { investmentId: number }) => {
  const history = useInvestmentHistory(investmentId);
  if (!history.data) return <Card size="small">{history.isError ? null : <Skeleton active />}</Card>;
  const { stages, changes } = history.data;
  return (
    <>
      <Card size="small" title={T.history} style={{ marginTop: 16 }} data-testid="investment-stage-history">
        {stages.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Brak zapisanych zmian etapu" />
        )}
        <Timeline
          items={stages.map((s) => ({
            key: s.id,
            children: (
              <div data-testid="stage-change">
                <Typography.Text strong>{s.to.name}</Typography.Text>
                {s.from && <Typography.Text type="secondary"> (wcześniej: {s.from.name})</Typography.Text>}
                <div>
                  {dayjs(s.changedOn).format('DD.MM.YYYY')} · źródło: {s.source}
                </div>
                {s.holdReason && <div>Powód wstrzymania: {s.holdReason}</div>}
                {s.note && <div style={{ whiteSpace: 'pre-line' }}>{s.note}</div>}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  zapisano {when(s.at, s.by)}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      </Card>
      {changes.length > 0 && (
        <Card size="small" title={T.changes} style={{ marginTop: 16 }} data-testid="investment-change-log">
          <Timeline
            items={changes.map((c) => ({
              key: c.id,
              children: (
                <div>
                  <Typography.Text strong>{T.kinds[c.kind]}</Typography.Text>
                  <div>
                    <ChangeText change={c} />
                  </div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {when(c.at, c.by)}
                  </Typography.Text>
                </div>
              ),
            }))}
          />
        </Card>
      )}
    </>
  );
};
