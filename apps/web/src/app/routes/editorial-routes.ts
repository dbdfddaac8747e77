import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { page } from '../route-handle';

const newsCategory = () =>
  import('@/features/editorial/pages/news-category-page').then((m) => ({ Component: m.NewsCategoryPage }));
const article = () => import('@/features/editorial/pages/article-page').then((m) => ({ Component: m.ArticlePage }));
const webinars = () => import('@/features/editorial/pages/webinars-page').then((m) => ({ Component: m.WebinarsPage }));
const forum = () =>
  import('@/features/editorial/pages/experts-forum-page').then((m) => ({ Component: m.ExpertsForumPage }));

/** The public editorial pages (document 2, sections 2.6, 2.10): news of a category, an article, webinars, the experts forum. */
export const editorialRoutes: RouteObject[] = [
  page(paths.news.category, 'public', newsCategory, {
    numericParams: { categoryId: 'Nieprawidłowy ID kategorii' },
  }),
  page(paths.news.article, 'public', article, { numericParams: { articleId: 'Nieprawidłowy ID artykułu' } }),
  page(paths.events.webinars, 'public', webinars),
  page(paths.events.expertsForum, 'public', forum),
];
