import { CLAIM_TEXTS as T } from '@platform/shared';
import { Typography } from 'antd';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { ClaimQueue } from '../components/claim-queue';

/** /admin-panel/zgloszenia-udzialu/: the staff queue of declarations (spec 6: the four staff types). */
export const AdminClaimsPage = () => (
  <PageContainer title={paths.admin.participationClaims.title}>
    <Typography.Paragraph type="secondary">{T.queueLead}</Typography.Paragraph>
    <ClaimQueue />
  </PageContainer>
);
