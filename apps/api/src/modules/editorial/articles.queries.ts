import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { articles, editorialCategories } from '../../db/schema.js';
import { containsId } from './editorial-crud.queries.js';
import { isPublished } from './publication.js';

const card = {
  id: articles.id,
  title: articles.title,
  lead: articles.lead,
  imageUrl: articles.imageUrl,
  publishAt: articles.publishAt,
};

/** Published articles, newest first (articles_publish_at_idx; a category or tag through its GIN index). */
export const findPublishedCards = async (
  db: Database,
  filter: { categoryId?: number; tagId?: number; page: number; size: number },
) => {
  const where = and(
    isPublished(articles.publishAt),
    containsId(articles.categoryIds, filter.categoryId),
    containsId(articles.tagIds, filter.tagId),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(card)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishAt), desc(articles.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const findArticle = async (db: Database, id: number) => {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return row ?? null;
};

export const findCategory = async (db: Database, id: number) => {
  const [row] = await db.select().from(editorialCategories).where(eq(editorialCategories.id, id)).limit(1);
  return row ?? null;
};
