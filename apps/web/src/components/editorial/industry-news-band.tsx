import { PULS_BUDOWNICTWA_CATEGORY_ID } from '@platform/shared';
import { Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useNewsByCategory } from '@/lib/editorial/use-news';
import { ArticleGrid } from './article-card';

/** The dashboard shows lists of 3 (spec 9). */
const BAND_SIZE = 3;

/**
 * Industry news on the dashboard (spec 2.6): the latest articles of "Puls budownictwa" with the link
 * to its list (aktualnosci/lista/kategoria/6). A failed or empty load renders nothing (spec 8).
 */
export const IndustryNewsBand = ({ categoryId = PULS_BUDOWNICTWA_CATEGORY_ID }: { categoryId?: number }) => {
  const news = useNewsByCategory(categoryId, 0, BAND_SIZE, 'silent');
  const articles = news.data?.articles.content ?? [];
  if (!articles.length) return null;
  return (
    <section className="editorial-band" aria-labelledby="industry-news-title">
      <div className="editorial-band__head">
        <Typography.Title level={2} id="industry-news-title" style={{ fontSize: 22 }}>
          {news.data?.category.name}
        </Typography.Title>
        <Link to={paths.news.category.to(categoryId)}>Zobacz wszystkie artykuły</Link>
      </div>
      <ArticleGrid articles={articles} />
    </section>
  );
};
