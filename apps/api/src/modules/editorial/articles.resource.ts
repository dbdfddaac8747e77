import { articlePanelQuerySchema, articleSchema, articleWriteSchema } from '@platform/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { articles, editorialAuthors, editorialCategories, editorialTags } from '../../db/schema.js';
import { appError } from '../../lib/app-error.js';
import { plainText, sanitizeRichText } from '../../lib/rich-text.js';
import { nameLemmasOf } from '../search/index.js';
import { presentArticles } from './articles.presenter.js';
import { containsId, searchCondition } from './editorial-crud.queries.js';
import { resolveImage } from './editorial-images.js';
import { defineResource, requireLinks } from './editorial-resource.js';
import { inState } from './publication.js';

type Write = z.output<typeof articleWriteSchema>;
type Query = z.output<typeof articlePanelQuerySchema>;

/** Articles in the editors panel: every state; the body is sanitised here, on the server. */
export const articleResource = defineResource({
  path: 'articles',
  description: 'News articles (drafts, scheduled and published)',
  table: articles,
  writeSchema: articleWriteSchema,
  itemSchema: articleSchema,
  querySchema: articlePanelQuerySchema,
  where: (q: Query) => [
    searchCondition(articles.title, q.search, articles.titleLemmas),
    inState(articles.publishAt, q.state),
    containsId(articles.categoryIds, q.categoryId),
    containsId(articles.tagIds, q.tagId),
    containsId(articles.authorIds, q.authorId),
  ],
  orderBy: [sql`${articles.updatedAt} desc`, sql`${articles.id} desc`],
  toValues: async (app, write: Write, current) => {
    const body = sanitizeRichText(write.body);
    if (!body || !plainText(body)) throw appError('EDITORIAL_BODY_EMPTY');
    await Promise.all([
      requireLinks(app.db, editorialCategories, write.categoryIds),
      requireLinks(app.db, editorialTags, write.tagIds),
      requireLinks(app.db, editorialAuthors, write.authorIds),
    ]);
    return {
      title: write.title,
      titleLemmas: nameLemmasOf(write.title),
      lead: write.lead,
      body,
      categoryIds: write.categoryIds,
      tagIds: write.tagIds,
      authorIds: write.authorIds,
      publishAt: write.publishAt === null ? null : new Date(write.publishAt),
      ...(await resolveImage(app, write.image, current)),
    };
  },
  present: presentArticles,
});
