import { PUBLIC_INVESTMENT_TEXTS as T } from '@platform/shared';
import { Skeleton, Typography } from 'antd';
import { PageContainer } from '@/components/page-container';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useSampleOrders } from '../api/get-sample-orders';
import { RegisterCall } from '../components/register-call';
import { SampleOrderCard } from '../components/sample-order-card';

/** /zlecenia/przyklady: a few real open orders with every detail, for anonymous and free users. */
export const SampleOrdersPage = () => {
  const samples = useSampleOrders();
  usePageMeta(T.samplesOrdersTitle, T.samplesOrdersLead);
  return (
    <PageContainer title={T.samplesOrdersTitle}>
      <Typography.Paragraph type="secondary">{T.samplesOrdersLead}</Typography.Paragraph>
      {samples.isPending ? (
        <Skeleton active />
      ) : (
        (samples.data ?? []).map((o) => <SampleOrderCard key={o.id} order={o} />)
      )}
      <RegisterCall />
    </PageContainer>
  );
};
