import type { Article, ArticleCard } from '@platform/shared';
import type { FastifyInstance } from 'fastify';
import type { articles } from '../../db/schema.js';
import { editorialAuthors, editorialCategories, editorialTags } from '../../db/schema.js';
import { loadLinked, pick } from './links.queries.js';
import { stateOf } from './publication.js';

export type ArticleDbRow = typeof articles.$inferSelect;

/** Articles with their categories, tags and authors: three queries for the whole batch. */
export const presentArticles = async (app: FastifyInstance, rows: ArticleDbRow[]): Promise<Article[]> => {
  const [categories, tags, authors] = await Promise.all([
    loadLinked(
      app.db,
      editorialCategories,
      rows.flatMap((r) => r.categoryIds),
    ),
    loadLinked(
      app.db,
      editorialTags,
      rows.flatMap((r) => r.tagIds),
    ),
    loadLinked(
      app.db,
      editorialAuthors,
      rows.flatMap((r) => r.authorIds),
    ),
  ]);
  const now = new Date();
  return rows.map((r) => ({
    articleId: r.id,
    title: r.title,
    lead: r.lead,
    body: r.body,
    imageUuid: r.imageUuid,
    imageUrl: r.imageUrl,
    categories: pick(categories, r.categoryIds).map(({ id, name }) => ({ id, name })),
    tags: pick(tags, r.tagIds).map(({ id, name }) => ({ id, name })),
    authors: pick(authors, r.authorIds).map(({ id, name, position }) => ({
      id,
      name,
      position,
    })),
    publishAt: r.publishAt?.toISOString() ?? null,
    state: stateOf(r.publishAt, now),
    updatedAt: r.updatedAt.toISOString(),
  }));
};

/** The list card (spec 2.10): the lead is the card's description. */
export const presentArticleCard = (
  r: Pick<ArticleDbRow, 'id' | 'title' | 'lead' | 'imageUrl' | 'publishAt'>,
): ArticleCard => ({
  articleId: r.id,
  title: r.title,
  description: r.lead,
  imageUrl: r.imageUrl,
  publishAt: r.publishAt?.toISOString() ?? null,
});
