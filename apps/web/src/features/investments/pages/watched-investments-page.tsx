import { formatMillions, WATCHED_INVESTMENTS_TEXTS as T } from '@platform/shared';
import { Empty, Typography } from 'antd';
import dayjs from 'dayjs';
import { PageContainer } from '@/components/page-container';
import { PagedList, usePagedList } from '@/components/paged-list/paged-list';
import { useVisitEnd } from '@/components/paged-list/use-visit-end';
import { useMarkWatchedSeen, useWatchedInvestments } from '../api/get-watched-investments';
import { WatchedChanges } from '../components/watched-changes';
import { investmentRow } from '../lib/investment-row';

/**
 * 'Obserwowane inwestycje' (spec 2.3 menu): the watched investments, the latest followed first, each
 * with what changed since the user last left this page (stage, new participants, new orders) and the note.
 */
export const WatchedInvestmentsPage = () => {
  const paged = usePagedList(useWatchedInvestments);
  const { mutate: markSeen } = useMarkWatchedSeen();
  useVisitEnd(Boolean(paged.list.data), markSeen);

  return (
    <PageContainer title={T.title} lead={T.lead}>
      <PagedList
        {...paged}
        empty={<Empty description={T.empty} />}
        itemTestId="watched-investment"
        row={({ investment, changes, note, followedAt }) => ({
          ...investmentRow(investment),
          details: (
            <>
              <WatchedChanges changes={changes} />
              <Typography.Text>
                Etap: {investment.stage?.name ?? '—'}
                {investment.value !== null && ` · Wartość: ${formatMillions(investment.value)}`}
              </Typography.Text>
              {note && (
                <Typography.Text style={{ whiteSpace: 'pre-line' }}>
                  {T.note}: {note}
                </Typography.Text>
              )}
              <Typography.Text type="secondary">
                {T.followedSince} {dayjs(followedAt).format('DD.MM.YYYY')}
              </Typography.Text>
            </>
          ),
        })}
      />
    </PageContainer>
  );
};
