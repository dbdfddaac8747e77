import { queryIdSchema, CLAIM_TEXTS as T } from '@platform/shared';
import { Card, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { ParticipationForm } from '../components/participation-form';

/** /inwestycje/dopisz-udzial?inwestycja={id}: declare a participation; a bad id is no preselection. */
export const AddParticipationPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const parsed = queryIdSchema.safeParse(params.get('inwestycja') ?? undefined);
  return (
    <PageContainer title={T.addTitle}>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
        {T.tookPartLead}
      </Typography.Paragraph>
      <Card style={{ maxWidth: 860 }}>
        <ParticipationForm
          investmentId={parsed.success ? parsed.data : undefined}
          onSent={() => {
            notify.success(T.sent);
            void navigate(paths.tookPartIn.to());
          }}
        />
      </Card>
    </PageContainer>
  );
};
