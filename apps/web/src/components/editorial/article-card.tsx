import { type ArticleCard as ArticleCardData, EDITORIAL_MESSAGES } from '@platform/shared';
import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/editorial/format';
import './editorial.css';

/** A newspaper drawn in the text colour: the card of an article without an image is not a blank box. */
const NewsIcon = () => (
  <svg
    width="48"
    height="48"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    aria-hidden="true"
  >
    <rect x="3" y="4" width="18" height="16" rx="1.5" />
    <path d="M7 8h10M7 12h4M7 16h4M14 12h3v4h-3z" />
  </svg>
);

/** The articles list card (spec 2.10): image, title, description and 'Czytaj dalej'. */
export const ArticleCard = ({ article }: { article: ArticleCardData }) => {
  const to = paths.news.article.to(article.articleId);
  return (
    <Card
      className="article-card"
      cover={
        article.imageUrl ? (
          <img className="article-card__image" src={article.imageUrl} alt="" loading="lazy" />
        ) : (
          <div className="article-card__image article-card__image--empty" aria-hidden="true">
            <NewsIcon />
          </div>
        )
      }
    >
      {article.publishAt && (
        <Typography.Text type="secondary" className="article-card__date">
          {formatDay(article.publishAt)}
        </Typography.Text>
      )}
      {/* margin inline: antd's spacing after the date would otherwise push the title down */}
      <Typography.Title level={3} className="article-card__title" style={{ margin: 0 }}>
        <Link to={to}>{article.title}</Link>
      </Typography.Title>
      <Typography.Paragraph className="article-card__description" ellipsis={{ rows: 3 }}>
        {article.description}
      </Typography.Paragraph>
      <Link to={to} aria-label={`${EDITORIAL_MESSAGES.readMore}: ${article.title}`}>
        {EDITORIAL_MESSAGES.readMore}
      </Link>
    </Card>
  );
};

/** Cards in a responsive grid: three across on a desktop, one on a phone. */
export const ArticleGrid = ({ articles }: { articles: ArticleCardData[] }) => (
  <div className="article-grid">
    {articles.map((a) => (
      <ArticleCard key={a.articleId} article={a} />
    ))}
  </div>
);
