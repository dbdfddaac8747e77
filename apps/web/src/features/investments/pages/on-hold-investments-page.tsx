import { formatMillions, ON_HOLD_TEXTS as T } from '@platform/shared';
import { Empty, Typography } from 'antd';
import { PageContainer } from '@/components/page-container';
import { PagedList, usePagedList } from '@/components/paged-list/paged-list';
import { useOnHoldInvestments } from '../api/get-on-hold-investments';
import { investmentRow } from '../lib/investment-row';

const dayText = (day: string) => day.split('-').reverse().join('.');

/** 'Inwestycje wstrzymane' (spec 2.3 menu): investments whose stage is held, with the day and reason. */
export const OnHoldInvestmentsPage = () => {
  const paged = usePagedList(useOnHoldInvestments);
  return (
    <PageContainer title={T.title} lead={T.lead}>
      <PagedList
        {...paged}
        empty={<Empty description={T.empty} />}
        itemTestId="on-hold-investment"
        row={({ investment, heldOn, reason }) => ({
          ...investmentRow(investment),
          details: (
            <>
              <Typography.Text>
                {heldOn ? `${T.heldOn}: ${dayText(heldOn)}` : T.noRecord}
                {investment.value !== null && ` · Wartość: ${formatMillions(investment.value)}`}
              </Typography.Text>
              {reason && (
                <Typography.Text style={{ whiteSpace: 'pre-line' }}>
                  {T.reason}: {reason}
                </Typography.Text>
              )}
            </>
          ),
        })}
      />
    </PageContainer>
  );
};
