import { QUESTION_TEXTS as T } from '@platform/shared';
import { Breadcrumb, Typography } from 'antd';
import { Link } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { QuestionQueue } from '../components/question-queue';

/** /admin-panel/pytania/: the consultants' queue of 'Pytania' in the admin panel. */
export const AdminQuestionsPage = () => (
  <PageContainer title={paths.admin.consultantQuestions.title}>
    <Breadcrumb
      style={{ marginBottom: 16 }}
      items={[
        { title: <Link to={paths.admin.panel.to()}>{paths.admin.panel.title}</Link> },
        { title: paths.admin.consultantQuestions.title },
      ]}
    />
    <Typography.Paragraph type="secondary">{T.queueLead}</Typography.Paragraph>
    <QuestionQueue />
  </PageContainer>
);
