/** News articles of "Puls budownictwa" (document 2, sections 2.9, 2.10, 3 "News article", 7 Articles, News by category). */
import { z } from 'zod';
import { idSchema, pageOf } from '../common.js';
import { text } from '../text.js';
import {
  imageOut,
  imageUuid,
  isoDateTime,
  linkIds,
  panelListQuery,
  requiredLine,
  requiredParagraph,
} from './fields.js';
import { EDITORIAL_LIMITS as L, EDITORIAL_MESSAGES as M } from './limits.js';
import { categorySchema } from './taxonomy.js';

/** Draft: no publication date; scheduled: the date is ahead; published: the date has come. */
export const PUBLICATION_STATES = ['DRAFT', 'SCHEDULED', 'PUBLISHED'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];
export const PUBLICATION_STATE_LABELS: Record<PublicationState, string> = {
  DRAFT: 'Szkic',
  SCHEDULED: 'Zaplanowany',
  PUBLISHED: 'Opublikowany',
};

export const publicationStateOf = (publishAt: string | null, now = new Date()): PublicationState =>
  publishAt === null ? 'DRAFT' : new Date(publishAt) > now ? 'SCHEDULED' : 'PUBLISHED';

/** Body of POST and PUT /editorial/articles: the body is rich text, sanitised by the server. */
export const articleWriteSchema = z
  .object({
    title: requiredLine(L.titleMax),
    lead: requiredParagraph(L.leadMax),
    body: text({ error: M.required }).min(1, M.bodyEmpty).max(L.bodyMax, M.tooLong(L.bodyMax)),
    image: imageUuid,
    categoryIds: linkIds,
    tagIds: linkIds,
    authorIds: linkIds,
    /** null keeps a draft; a future moment schedules it; a past one publishes it. */
    publishAt: isoDateTime.nullable(),
  })
  .meta({ id: 'ArticleWrite' });
export type ArticleWrite = z.input<typeof articleWriteSchema>;

const linkSchema = z.object({ id: z.number().int(), name: text() });

/** The articles list card (spec 2.10): image, title, description ('Czytaj dalej' links the article). */
export const articleCardSchema = z
  .object({
    articleId: z.number().int(),
    title: text(),
    description: text(),
    imageUrl: text().nullable(),
    publishAt: text().nullable(),
  })
  .meta({ id: 'ArticleCard' });
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const articleSchema = z
  .object({
    articleId: z.number().int(),
    title: text(),
    lead: text(),
    body: text(),
    ...imageOut,
    categories: z.array(linkSchema),
    tags: z.array(linkSchema),
    authors: z.array(linkSchema.extend({ position: text().nullable() })),
    publishAt: text().nullable(),
    state: z.enum(PUBLICATION_STATES),
    updatedAt: text(),
  })
  .meta({ id: 'Article' });
export type Article = z.infer<typeof articleSchema>;

export const articlePanelQuerySchema = panelListQuery.extend({
  state: z.enum(PUBLICATION_STATES).optional(),
  categoryId: z.coerce.number().pipe(idSchema).optional(),
  tagId: z.coerce.number().pipe(idSchema).optional(),
  authorId: z.coerce.number().pipe(idSchema).optional(),
});

/** GET /articles: published articles, newest first, optionally of one category or tag. */
export const articlesQuerySchema = z.object({
  categoryId: z.coerce.number().pipe(idSchema).optional(),
  tagId: z.coerce.number().pipe(idSchema).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(L.publicPageSizeMax).default(L.pageSize),
});
export const articleCardPageSchema = pageOf(articleCardSchema).meta({ id: 'ArticleCardPage' });

/** News by category (spec 7: "response has articles"). */
export const newsByCategorySchema = z
  .object({ category: categorySchema, articles: articleCardPageSchema })
  .meta({ id: 'NewsByCategory' });
export type NewsByCategory = z.infer<typeof newsByCategorySchema>;
export const newsQuerySchema = articlesQuerySchema.pick({ page: true, size: true });
