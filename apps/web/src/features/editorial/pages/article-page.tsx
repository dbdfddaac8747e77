import { PUBLICATION_STATE_LABELS } from '@platform/shared';
import { Alert, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { NotFoundScreen } from '@/components/not-found-screen';
import { PageContainer } from '@/components/page-container';
import { RichTextView } from '@/components/rich-text-view';
import { paths } from '@/config/paths';
import { formatDay, formatDayTime } from '@/lib/editorial/format';
import { useArticle } from '@/lib/editorial/use-article';
import '../components/editorial-pages.css';

/** /aktualnosci/artykul/:articleId: one article; the superadmin's preview of a draft says so. */
export const ArticlePage = () => {
  const id = Number(useParams().articleId);
  const query = useArticle(id);
  if (query.isError) return <NotFoundScreen />;
  const article = query.data;
  if (!article) {
    return (
      <PageContainer>
        <Skeleton active />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <article className="article-page">
        {article.state !== 'PUBLISHED' && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={`Podgląd: ${PUBLICATION_STATE_LABELS[article.state]}${
              article.publishAt ? `, publikacja ${formatDayTime(article.publishAt)}` : ''
            }`}
            description="Ten artykuł nie jest jeszcze widoczny dla czytelników."
          />
        )}
        <Space wrap size={[8, 8]} style={{ marginBottom: 8 }}>
          {article.categories.map((c) => (
            <Link key={c.id} to={paths.news.category.to(c.id)}>
              {c.name}
            </Link>
          ))}
        </Space>
        <Typography.Title level={1} style={{ fontSize: 30 }}>
          {article.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {[article.authors.map((a) => a.name).join(', '), article.publishAt && formatDay(article.publishAt)]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
        <Typography.Paragraph strong style={{ fontSize: 17, marginTop: 16 }}>
          {article.lead}
        </Typography.Paragraph>
        {article.imageUrl && <img className="article-page__image" src={article.imageUrl} alt="" />}
        <RichTextView html={article.body} className="article-page__body" />
        {article.tags.length > 0 && (
          <div style={{ marginTop: 24 }}>
            {article.tags.map((t) => (
              <Tag key={t.id}>{t.name}</Tag>
            ))}
          </div>
        )}
      </article>
    </PageContainer>
  );
};
