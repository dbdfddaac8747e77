import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { page } from '../route-handle';

const editorsPanel = () =>
  import('@/features/placeholders/pages/editors-panel-page').then((m) => ({ Component: m.EditorsPanelPage }));

const e = paths.editors;
const numeric = (name: string, text: string) => ({ [name]: text });

/** Editors panel (document 2, section 2.9): superadmin only. */
export const editorsRoutes: RouteObject[] = [
  page(e.root, 'superadmin', editorsPanel, { adminRoute: true }),
  page(e.articles, 'superadmin', undefined, { adminRoute: true }),
  page(e.article, 'superadmin', undefined, {
    adminRoute: true,
    numericParams: numeric('articleId', 'Nieprawidłowy ID artykułu'),
  }),
  page(e.tags, 'superadmin', undefined, { adminRoute: true }),
  page(e.categories, 'superadmin', undefined, { adminRoute: true }),
  page(e.authors, 'superadmin', undefined, { adminRoute: true }),
  page(e.webinars, 'superadmin', undefined, { adminRoute: true }),
  page(e.webinar, 'superadmin', undefined, {
    adminRoute: true,
    numericParams: numeric('webinarId', 'Nieprawidłowy ID webinarium'),
  }),
  page(e.webinarCategories, 'superadmin', undefined, { adminRoute: true }),
  page(e.webinarHosts, 'superadmin', undefined, { adminRoute: true }),
  page(e.conferenceSpeakers, 'superadmin', undefined, { adminRoute: true }),
  page(e.conferenceAgenda, 'superadmin', undefined, { adminRoute: true }),
  page(e.conferencePartners, 'superadmin', undefined, { adminRoute: true }),
];
