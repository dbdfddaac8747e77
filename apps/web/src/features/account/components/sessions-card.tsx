import { type AccountSession, ACCOUNT_SESSION_TEXTS as T } from '@platform/shared';
import { Button, Card, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { ErrorAlert } from '@/components/error-alert';
import { notify } from '@/lib/notify';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';

const when = (iso: string) => dayjs(iso).format('DD.MM.YYYY, HH:mm');

const SessionRow = ({ session }: { session: AccountSession }) => {
  const end = useEndSession();
  return (
    <List.Item
      data-testid="account-session"
      actions={
        session.current
          ? []
          : [
              <Button
                key="end"
                size="small"
                loading={end.isPending}
                onClick={() => end.mutate(session.id, { onSuccess: () => notify.success(T.ended) })}
              >
                {T.endOne}
              </Button>,
            ]
      }
    >
      <List.Item.Meta
        title={
          <>
            {session.device ?? T.unknownDevice} {session.current && <Tag color="green">{T.current}</Tag>}
          </>
        }
        description={[
          `${T.lastUsedAt}: ${when(session.lastUsedAt)}`,
          `${T.startedAt}: ${when(session.startedAt)}`,
          session.ip && `${T.ip}: ${session.ip}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      />
    </List.Item>
  );
};

/** 'Aktywne sesje': where the account is logged in, each session ended on its own or all but this one. */
export const SessionsCard = () => {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <Card
      title={T.title}
      data-testid="sessions-card"
      extra={
        others > 0 && (
          <Popconfirm
            title={`${T.endOthers}?`}
            okText={T.endOthers}
            cancelText="Anuluj"
            onConfirm={() => endOthers.mutate(undefined, { onSuccess: () => notify.success(T.endedOthers) })}
          >
            <Button danger loading={endOthers.isPending}>
              {T.endOthers}
            </Button>
          </Popconfirm>
        )
      }
    >
      <Typography.Paragraph type="secondary">{T.lead}</Typography.Paragraph>
      {sessions.isPending && <Skeleton active />}
      {sessions.isError && <ErrorAlert error={sessions.error} />}
      {sessions.data && (
        <List
          dataSource={sessions.data}
          rowKey="id"
          renderItem={(session) => <SessionRow session={session} />}
          footer={others === 0 ? <Typography.Text type="secondary">{T.none}</Typography.Text> : undefined}
        />
      )}
    </Card>
  );
};
