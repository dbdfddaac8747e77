import type { Article, NewsByCategory } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { ActorUser } from '../../lib/actor.js';
import { appError } from '../../lib/app-error.js';
import { toPage } from '../../lib/pagination.js';
import { presentArticleCard, presentArticles } from './articles.presenter.js';
import { findArticle, findCategory, findPublishedCards } from './articles.queries.js';
import { canEditEditorial } from './editorial.policy.js';
import { stateOf } from './publication.js';

type PageQuery = { page: number; size: number };

/** GET /articles (spec 7): published articles for everyone, anonymous visitors included. */
export const listArticles = async (
  app: FastifyInstance,
  query: PageQuery & { categoryId?: number; tagId?: number },
) => {
  const { rows, total } = await findPublishedCards(app.db, query);
  return toPage(rows.map(presentArticleCard), total, query.page, query.size);
};

/** One article: published for everyone; a draft or scheduled one only for the superadmin (preview). */
export const getArticle = async (app: FastifyInstance, user: ActorUser | null, id: number): Promise<Article> => {
  const row = await findArticle(app.db, id);
  if (!row || (stateOf(row.publishAt) !== 'PUBLISHED' && !canEditEditorial(user))) throw appError('ARTICLE_NOT_FOUND');
  const [article] = await presentArticles(app, [row]);
  if (!article) throw new Error('the article was not presented');
  return article;
};

/** News by category (spec 7: "response has articles"): the category and a page of its published articles. */
export const newsByCategory = async (
  app: FastifyInstance,
  categoryId: number,
  query: PageQuery,
): Promise<NewsByCategory> => {
  const category = await findCategory(app.db, categoryId);
  if (!category) throw appError('NEWS_CATEGORY_NOT_FOUND');
  return {
    category: { id: category.id, name: category.name, description: category.description },
    articles: await listArticles(app, { ...query, categoryId }),
  };
};
