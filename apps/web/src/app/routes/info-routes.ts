import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { type LazyPage, page } from '../route-handle';

const infoPage =
  (pick: (m: typeof import('@/features/info-pages/pages/info-pages')) => ComponentType): LazyPage =>
  () =>
    import('@/features/info-pages/pages/info-pages').then((m) => ({ Component: pick(m) }));

const i = paths.info;

/** The footer's pages and the honest pages for the old platform's links: public, no route gate. */
export const infoRoutes: RouteObject[] = [
  page(
    i.offer,
    'public',
    infoPage((m) => m.OfferPage),
  ),
  page(
    i.about,
    'public',
    infoPage((m) => m.AboutPage),
  ),
  page(
    i.contact,
    'public',
    infoPage((m) => m.ContactPage),
  ),
  page(
    i.support,
    'public',
    infoPage((m) => m.SupportPage),
  ),
  page(
    i.privacy,
    'public',
    infoPage((m) => m.PrivacyPage),
  ),
  page(
    i.unavailable,
    'public',
    infoPage((m) => m.UnavailablePage),
  ),
];
