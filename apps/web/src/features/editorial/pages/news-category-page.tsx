import { EDITORIAL_LIMITS, EDITORIAL_MESSAGES } from '@platform/shared';
import { Empty, Pagination, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { ArticleGrid } from '@/components/editorial/article-card';
import { NotFoundScreen } from '@/components/not-found-screen';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useNewsByCategory } from '@/lib/editorial/use-news';
import { usePageParam } from '../lib/use-page-param';

/** /aktualnosci/lista/kategoria/:categoryId (spec 2.6, 2.10): the category's published articles as cards. */
export const NewsCategoryPage = () => {
  const categoryId = Number(useParams().categoryId);
  const [page, setPage] = usePageParam();
  const news = useNewsByCategory(categoryId, page, EDITORIAL_LIMITS.pageSize);
  if (news.isError) return <NotFoundScreen />;
  const data = news.data;
  return (
    <PageContainer title={data?.category.name ?? paths.news.category.title}>
      {data?.category.description && <p style={{ marginTop: -12, marginBottom: 24 }}>{data.category.description}</p>}
      {!data ? (
        <Skeleton active />
      ) : data.articles.content.length === 0 ? (
        <Empty description={EDITORIAL_MESSAGES.noArticles} />
      ) : (
        <>
          <ArticleGrid articles={data.articles.content} />
          {data.articles.totalPages > 1 && (
            <Pagination
              style={{ marginTop: 24, textAlign: 'center' }}
              current={page + 1}
              pageSize={data.articles.size}
              total={data.articles.totalElements}
              showSizeChanger={false}
              onChange={(p) => setPage(p - 1)}
            />
          )}
        </>
      )}
    </PageContainer>
  );
};
