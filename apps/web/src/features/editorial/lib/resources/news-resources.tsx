import {
  type Article,
  type Author,
  articleSchema,
  articleWriteSchema,
  authorSchema,
  authorWriteSchema,
  type Category,
  categorySchema,
  categoryWriteSchema,
  EDITORIAL_LIMITS as L,
  type Tag,
  tagSchema,
  tagWriteSchema,
} from '@platform/shared';
import { paths } from '@/config/paths';
import type { PanelResource } from '../panel-resource';
import { PublicationCell, publicationFilter } from './publication-column';

const ids = (list: { id: number }[]) => list.map((x) => x.id);

export const articlesPanel: PanelResource<Article> = {
  key: 'articles',
  apiPath: 'articles',
  itemSchema: articleSchema,
  writeSchema: articleWriteSchema,
  addLabel: 'Dodaj artykuł',
  searchPlaceholder: 'Szukaj po tytule',
  idOf: (a) => a.articleId,
  titleOf: (a) => a.title,
  columns: [
    { key: 'title', title: 'Tytuł', render: (a) => a.title },
    { key: 'categories', title: 'Kategorie', render: (a) => a.categories.map((c) => c.name).join(', ') || '—' },
    { key: 'state', title: 'Publikacja', render: (a) => <PublicationCell state={a.state} publishAt={a.publishAt} /> },
  ],
  filters: [
    publicationFilter,
    { kind: 'link', name: 'categoryId', label: 'Kategoria', resource: 'categories' },
    { kind: 'link', name: 'tagId', label: 'Tag', resource: 'tags' },
    { kind: 'link', name: 'authorId', label: 'Autor', resource: 'authors' },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Tytuł', max: L.titleMax, required: true },
    { kind: 'textarea', name: 'lead', label: 'Lead (opis na karcie artykułu)', max: L.leadMax, required: true },
    { kind: 'rich', name: 'body', label: 'Treść', max: L.bodyMax, required: true },
    { kind: 'image', name: 'image', label: 'Zdjęcie główne' },
    { kind: 'link', name: 'categoryIds', label: 'Kategorie', resource: 'categories', multiple: true },
    { kind: 'link', name: 'tagIds', label: 'Tagi', resource: 'tags', multiple: true },
    { kind: 'link', name: 'authorIds', label: 'Autorzy', resource: 'authors', multiple: true },
    { kind: 'publication', name: 'publishAt', label: 'Publikacja' },
  ],
  toForm: (a) => ({
    title: a?.title ?? '',
    lead: a?.lead ?? '',
    body: a?.body ?? '',
    image: a?.imageUuid ?? null,
    categoryIds: a ? ids(a.categories) : [],
    tagIds: a ? ids(a.tags) : [],
    authorIds: a ? ids(a.authors) : [],
    publishAt: a?.publishAt ?? null,
  }),
  linkLabels: (a) => ({ categoryIds: a.categories, tagIds: a.tags, authorIds: a.authors }),
  imageOf: (a) => a.imageUrl,
  previewPath: (a) => paths.news.article.to(a.articleId),
  entryPath: (id) => paths.editors.article.to(id),
};

export const tagsPanel: PanelResource<Tag> = {
  key: 'tags',
  apiPath: 'tags',
  itemSchema: tagSchema,
  writeSchema: tagWriteSchema,
  addLabel: 'Dodaj tag',
  searchPlaceholder: 'Szukaj tagu',
  idOf: (t) => t.id,
  titleOf: (t) => t.name,
  columns: [{ key: 'name', title: 'Nazwa', render: (t) => t.name }],
  fields: [{ kind: 'text', name: 'name', label: 'Nazwa', max: L.nameMax, required: true }],
  toForm: (t) => ({ name: t?.name ?? '' }),
};

export const categoriesPanel: PanelResource<Category> = {
  key: 'categories',
  apiPath: 'categories',
  itemSchema: categorySchema,
  writeSchema: categoryWriteSchema,
  addLabel: 'Dodaj kategorię',
  searchPlaceholder: 'Szukaj kategorii',
  idOf: (c) => c.id,
  titleOf: (c) => c.name,
  columns: [
    { key: 'id', title: 'ID', render: (c) => c.id, width: 80 },
    { key: 'name', title: 'Nazwa', render: (c) => c.name },
    { key: 'description', title: 'Opis', render: (c) => c.description ?? '—' },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Nazwa', max: L.nameMax, required: true },
    { kind: 'textarea', name: 'description', label: 'Opis', max: L.leadMax },
  ],
  toForm: (c) => ({ name: c?.name ?? '', description: c?.description ?? '' }),
  previewPath: (c) => paths.news.category.to(c.id),
};

export const authorsPanel: PanelResource<Author> = {
  key: 'authors',
  apiPath: 'authors',
  itemSchema: authorSchema,
  writeSchema: authorWriteSchema,
  addLabel: 'Dodaj autora',
  searchPlaceholder: 'Szukaj autora',
  idOf: (a) => a.id,
  titleOf: (a) => a.name,
  columns: [
    { key: 'name', title: 'Imię i nazwisko', render: (a) => a.name },
    { key: 'position', title: 'Stanowisko', render: (a) => a.position ?? '—' },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Imię i nazwisko', max: L.nameMax, required: true },
    { kind: 'text', name: 'position', label: 'Stanowisko', max: L.shortTextMax },
    { kind: 'textarea', name: 'bio', label: 'Biogram', max: L.bioMax },
    { kind: 'image', name: 'image', label: 'Zdjęcie' },
  ],
  toForm: (a) => ({ name: a?.name ?? '', position: a?.position ?? '', bio: a?.bio ?? '', image: a?.imageUuid ?? null }),
  imageOf: (a) => a.imageUrl,
};
