import { countOf, type FollowedCompany, FOLLOWED_COMPANIES_TEXTS as T } from '@platform/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { ChangeTags } from '@/components/paged-list/change-tags';
import { PagedList, usePagedList } from '@/components/paged-list/paged-list';
import { useVisitEnd } from '@/components/paged-list/use-visit-end';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useFollowedCompanies, useMarkFollowedSeen } from '../api/get-followed-companies';
import { companyKeys } from '../api/query-keys';
import { FollowSettingsDialog } from '../components/follow/follow-settings-dialog';

const changeTexts = (changes: FollowedCompany['changes']) => [
  changes.newInvestments > 0 && countOf(changes.newInvestments, T.newInvestments),
  changes.newOrders > 0 && countOf(changes.newOrders, T.newOrders),
  changes.offerUpdated && T.offerUpdated,
];

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
  const paged = usePagedList(useFollowedCompanies);
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<number | null>(null);
  const { mutate: markSeen } = useMarkFollowedSeen();
  useVisitEnd(Boolean(paged.list.data), markSeen);

  const closeSettings = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: companyKeys.followedAll });
  };

  return (
    <PageContainer title={T.title} lead={T.lead}>
      <PagedList
        {...paged}
        empty={
          <Empty description={T.empty}>
            <Link to={paths.recommendations.to()}>{T.findCompanies}</Link>
          </Empty>
        }
        itemTestId="followed-company"
        row={({ company, changes, settings, followedAt }) => ({
          id: company.id,
          to: paths.company.to(company.id),
          name: company.name,
          city: company.city,
          actions: [
            <Button key="settings" onClick={() => setEditing(company.id)}>
              {T.settings}
            </Button>,
          ],
          details: (
            <>
              <ChangeTags testId="followed-changes" none={T.noChanges} changes={changeTexts(changes)} />
              {settings.note && (
                <Typography.Text>
                  {T.note}: {settings.note}
                </Typography.Text>
              )}
              <Typography.Text type="secondary">
                {T.notifications}: {notificationsText(settings.notifications)} · {T.followedSince}{' '}
                {dayjs(followedAt).format('DD.MM.YYYY')}
              </Typography.Text>
            </>
          ),
        })}
      />
      {editing !== null && (
        <FollowSettingsDialog companyId={editing} isSubsidized={user?.isSubsidized ?? false} onClose={closeSettings} />
      )}
    </PageContainer>
  );
};
