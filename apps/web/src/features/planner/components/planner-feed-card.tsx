import { PLANNER_TEXTS as T } from '@platform/shared';
import { Button, Card, Popconfirm, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/format';
import { usePlannerFeed } from '../api/get-planner-feed';
import { useRegeneratePlannerFeed } from '../api/regenerate-planner-feed';
import { useRevokePlannerFeed } from '../api/revoke-planner-feed';

/** The private iCalendar address: made, shown once, replaced ('Wygeneruj nowy adres') or switched off. */
export const PlannerFeedCard = () => {
  const feed = usePlannerFeed();
  const regenerate = useRegeneratePlannerFeed();
  const revoke = useRevokePlannerFeed();
  const state = feed.data;
  const generate = (onClick?: () => void) => (
    <Button type="primary" loading={regenerate.isPending} onClick={onClick} data-testid="feed-generate">
      {state?.active ? T.feedRegenerate : T.feedGenerate}
    </Button>
  );
  return (
    <Card title={T.feedTitle} style={{ marginTop: 24 }} data-testid="planner-feed">
      <Typography.Paragraph type="secondary">{T.feedLead}</Typography.Paragraph>
      {feed.error && <ErrorAlert error={feed.error} style={{ marginBottom: 12 }} />}
      {state?.url ? (
        <Typography.Paragraph
          copyable={{ text: state.url }}
          code
          data-testid="feed-url"
          style={{ wordBreak: 'break-all' }}
        >
          {state.url}
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph>
          {state?.active ? `${T.feedHidden} (${formatMoment(state.createdAt)})` : T.feedNone}
        </Typography.Paragraph>
      )}
      <Space wrap>
        {state?.active ? (
          <Popconfirm
            title={T.feedRegenerateConfirm}
            okText="Tak"
            cancelText="Nie"
            onConfirm={() => regenerate.mutate()}
          >
            {generate()}
          </Popconfirm>
        ) : (
          generate(() => regenerate.mutate())
        )}
        {state?.url && (
          <Button href={state.url} download="planer.ics" data-testid="feed-download">
            {T.feedDownload}
          </Button>
        )}
        {state?.active && (
          <Button danger loading={revoke.isPending} onClick={() => revoke.mutate()} data-testid="feed-revoke">
            {T.feedRevoke}
          </Button>
        )}
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {T.reminders}{' '}
        <Link to={paths.notificationSettings.to()} style={{ textDecoration: 'underline' }}>
          {paths.notificationSettings.title}
        </Link>
      </Typography.Paragraph>
      {(regenerate.error || revoke.error) && (
        <ErrorAlert error={regenerate.error ?? revoke.error} style={{ marginTop: 12 }} />
      )}
    </Card>
  );
};
