import { PUBLIC_INVESTMENT_TEXTS as T } from '@platform/shared';
import { Skeleton, Typography } from 'antd';
import { PageContainer } from '@/components/page-container';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSampleInvestments } from '../api/get-sample-investments';
import { RegisterCall } from '../components/register-call';
import { SampleInvestmentCard } from '../components/sample-investment-card';

/** /inwestycje/przyklady: a few real investments with every detail, for anonymous and free users. */
export const SampleInvestmentsPage = () => {
  const samples = useSampleInvestments();
  usePageMeta(T.samplesInvestmentsTitle, T.samplesInvestmentsLead);
  return (
    <PageContainer title={T.samplesInvestmentsTitle}>
      <Typography.Paragraph type="secondary">{T.samplesInvestmentsLead}</Typography.Paragraph>
      {samples.isPending ? (
        <Skeleton active />
      ) : (
        (samples.data ?? []).map((i) => <SampleInvestmentCard key={i.id} investment={i} />)
      )}
      <RegisterCall />
    </PageContainer>
  );
};
