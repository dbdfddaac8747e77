import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import type { PanelKey } from '@/features/editorial/lib/resources';
import { page } from '../route-handle';

const editorsPanel = () =>
  import('@/features/editorial/pages/editors-panel-page').then((m) => ({ Component: m.EditorsPanelPage }));
const list = (key: PanelKey) => () =>
  import('@/features/editorial/pages/panel-resource-page').then((m) => ({ Component: m.panelPages[key] }));
const articleEntry = () =>
  import('@/features/editorial/pages/panel-entry-page').then((m) => ({ Component: m.ArticleEntryPage }));
const webinarEntry = () =>
  import('@/features/editorial/pages/panel-entry-page').then((m) => ({ Component: m.WebinarEntryPage }));

const e = paths.editors;
const numeric = (name: string, text: string) => ({ [name]: text });
const superadmin = { adminRoute: true };

/** Editors panel (document 2, section 2.9): superadmin only. */
export const editorsRoutes: RouteObject[] = [
  page(e.root, 'superadmin', editorsPanel, superadmin),
  page(e.articles, 'superadmin', list('articles'), superadmin),
  page(e.article, 'superadmin', articleEntry, {
    ...superadmin,
    numericParams: numeric('articleId', 'Nieprawidłowy ID artykułu'),
  }),
  page(e.tags, 'superadmin', list('tags'), superadmin),
  page(e.categories, 'superadmin', list('categories'), superadmin),
  page(e.authors, 'superadmin', list('authors'), superadmin),
  page(e.webinars, 'superadmin', list('webinars'), superadmin),
  page(e.webinar, 'superadmin', webinarEntry, {
    ...superadmin,
    numericParams: numeric('webinarId', 'Nieprawidłowy ID webinarium'),
  }),
  page(e.webinarCategories, 'superadmin', list('webinarCategories'), superadmin),
  page(e.webinarHosts, 'superadmin', list('webinarHosts'), superadmin),
  page(e.conferenceSpeakers, 'superadmin', list('conferenceSpeakers'), superadmin),
  page(e.conferenceAgenda, 'superadmin', list('conferenceAgenda'), superadmin),
  page(e.conferencePartners, 'superadmin', list('conferencePartners'), superadmin),
];
