import { countOf, type FollowedCompany, FOLLOWED_COMPANIES_TEXTS as T } from '@platform/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Grid, List, Pagination, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { useFollowedCompanies, useMarkFollowedSeen } from '../api/get-followed-companies';
import { companyKeys } from '../api/query-keys';
import { FollowSettingsDialog } from '../components/follow/follow-settings-dialog';

const Changes = ({ changes }: { changes: FollowedCompany['changes'] }) => {
  const tags = [
    changes.newInvestments > 0 && countOf(changes.newInvestments, T.newInvestments),
    changes.newOrders > 0 && countOf(changes.newOrders, T.newOrders),
    changes.offerUpdated && T.offerUpdated,
  ].filter((t): t is string => Boolean(t));
  if (tags.length === 0) return <Typography.Text type="secondary">{T.noChanges}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap data-testid="followed-changes">
      {tags.map((text) => (
        <Tag key={text} color="orange">
          {text}
        </Tag>
      ))}
    </Space>
  );
};

const notificationsText = ({
  tookPartInNewInvestment,
  investmentUpdated,
}: FollowedCompany['settings']['notifications']) =>
  [tookPartInNewInvestment && T.notifyNewInvestment, investmentUpdated && T.notifyInvestmentUpdated]
    .filter(Boolean)
    .join(', ') || T.notificationsOff;

/**
 * 'Obserwowane firmy' (the user menu; document 2, sections 4, 5): the followed companies in Polish
 * order, each with what it did since the user last left this page, its note and notification
 * settings (the card's follow dialog, unfollow included).
 */
export const FollowedCompaniesPage = () => {
  const [page, setPage] = useState(0);
  const list = useFollowedCompanies(page);
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | null>(null);
  // on a phone the settings button goes under the row, leaving the text the width
  const narrow = !Grid.useBreakpoint().sm;
  const markSeen = useMarkFollowedSeen();
  const loaded = useRef(false);
  if (list.data) loaded.current = true;
  // leaving the page is the visit's end: changes are counted from then (not on arrival, so that
  // they stay on screen while the user works through them)
  const { mutate } = markSeen;
  useEffect(() => () => (loaded.current ? mutate() : undefined), [mutate]);

  const closeSettings = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: companyKeys.followedAll });
  };

  return (
    <PageContainer title={T.title}>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
        {T.lead}
      </Typography.Paragraph>
      {list.isPending && <Skeleton active />}
      {list.isError && <Alert type="error" showIcon title={errorMessage(list.error)} />}
      {list.data && list.data.totalElements === 0 && (
        <Empty description={T.empty}>
          <Link to={paths.recommendations.to()}>{T.findCompanies}</Link>
        </Empty>
      )}
      {list.data && list.data.totalElements > 0 && (
        <Card>
          <List
            itemLayout={narrow ? 'vertical' : 'horizontal'}
            dataSource={list.data.content}
            rowKey={(row) => row.company.id}
            renderItem={(row) => (
              <List.Item
                data-testid="followed-company"
                actions={[
                  <Button key="settings" onClick={() => setEditing(row.company.id)}>
                    {T.settings}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Link to={paths.company.to(row.company.id)}>
                      {row.company.name}
                      {row.company.city ? `, ${row.company.city}` : ''}
                    </Link>
                  }
                  description={
                    <Space direction="vertical" size={4}>
                      <Changes changes={row.changes} />
                      {row.settings.note && (
                        <Typography.Text>
                          {T.note}: {row.settings.note}
                        </Typography.Text>
                      )}
                      <Typography.Text type="secondary">
                        {T.notifications}: {notificationsText(row.settings.notifications)} · {T.followedSince}{' '}
                        {dayjs(row.followedAt).format('DD.MM.YYYY')}
                      </Typography.Text>
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
          {list.data.totalPages > 1 && (
            <Pagination
              current={page + 1}
              total={list.data.totalElements}
              pageSize={list.data.size}
              showSizeChanger={false}
              onChange={(next) => setPage(next - 1)}
              style={{ marginTop: 16, textAlign: 'right' }}
            />
          )}
        </Card>
      )}
      {editing !== null && (
        <FollowSettingsDialog companyId={editing} isSubsidized={user?.isSubsidized ?? false} onClose={closeSettings} />
      )}
    </PageContainer>
  );
};
