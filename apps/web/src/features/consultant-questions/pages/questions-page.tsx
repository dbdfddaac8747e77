import { QUESTION_TEXTS as T } from '@platform/shared';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useMyQuestions } from '../api/get-my-questions';
import { AskQuestionForm } from '../components/ask-question-form';
import { QuestionCard } from '../components/question-card';
import { QuestionList } from '../components/question-list';
import { QuestionQueue } from '../components/question-queue';
import { answersQuestions } from '../lib/staff';

const MyQuestions = () => {
  const [page, setPage] = useState(0);
  const list = useMyQuestions(page);
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
        {T.lead}
      </Typography.Paragraph>
      <Card title={T.ask} style={{ marginBottom: 24 }}>
        <AskQuestionForm onSent={() => setPage(0)} />
      </Card>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        Twoje pytania
      </Typography.Title>
      <QuestionList
        data={list.data}
        error={list.error}
        loading={list.isFetching}
        empty={T.empty}
        page={page}
        onPage={setPage}
        renderItem={(q) => <QuestionCard key={q.id} question={q} />}
      />
    </>
  );
};

/**
 * /pytania (the user menu's 'Pytania', spec 6): a user with CONSULTANT_OPTION_LIMITATION asks and reads
 * the answers; staff, for whom the menu shows it too, get the queue they answer from.
 */
export const QuestionsPage = () => {
  const { user } = useCurrentUser();
  const staff = !!user && answersQuestions(user.accountType);
  return (
    <PageContainer title={staff ? paths.admin.consultantQuestions.title : paths.consultantQuestions.title}>
      {staff ? <QuestionQueue /> : <MyQuestions />}
    </PageContainer>
  );
};
