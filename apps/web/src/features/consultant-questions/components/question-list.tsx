import type { ConsultantQuestion, Page } from '@platform/shared';
import { Empty, Pagination, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/error-alert';

type Props = {
  data: Page<ConsultantQuestion> | undefined;
  error: unknown;
  loading: boolean;
  empty: string;
  page: number;
  onPage: (page: number) => void;
  renderItem: (question: ConsultantQuestion) => ReactNode;
};

/** A page of questions with its loading, error and empty states and the pager. */
export const QuestionList = ({ data, error, loading, empty, page, onPage, renderItem }: Props) => {
  if (error) return <ErrorAlert error={error} />;
  if (!data) return loading ? <Skeleton active /> : null;
  if (data.content.length === 0) return <Empty description={empty} />;
  return (
    <div data-testid="question-list">
      {data.content.map(renderItem)}
      {data.totalPages > 1 && (
        <Pagination
          current={page + 1}
          pageSize={data.size}
          total={data.totalElements}
          showSizeChanger={false}
          onChange={(next) => onPage(next - 1)}
        />
      )}
    </div>
  );
};
