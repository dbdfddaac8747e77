import {
  EDITORIAL_LIMITS as L,
  type Webinar,
  type WebinarPartner,
  webinarCategorySchema,
  webinarCategoryWriteSchema,
  webinarPartnerSchema,
  webinarPartnerWriteSchema,
  webinarSchema,
  webinarWriteSchema,
} from '@platform/shared';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { formatDayTime } from '@/lib/editorial/format';
import type { PanelResource } from '../panel-resource';
import { PublicationCell, publicationFilter } from './publication-column';

export const webinarsPanel: PanelResource<Webinar> = {
  key: 'webinars',
  apiPath: 'webinars',
  itemSchema: webinarSchema,
  writeSchema: webinarWriteSchema,
  addLabel: 'Dodaj webinar',
  searchPlaceholder: 'Szukaj po tytule',
  idOf: (w) => w.webinarId,
  titleOf: (w) => w.title,
  columns: [
    { key: 'title', title: 'Tytuł', render: (w) => w.title },
    { key: 'startsAt', title: 'Termin', render: (w) => formatDayTime(w.startsAt) },
    { key: 'state', title: 'Publikacja', render: (w) => <PublicationCell state={w.state} publishAt={w.publishAt} /> },
  ],
  filters: [
    publicationFilter,
    { kind: 'link', name: 'categoryId', label: 'Kategoria', resource: 'webinar-categories' },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Tytuł', max: L.titleMax, required: true },
    { kind: 'datetime', name: 'startsAt', label: 'Data i godzina', required: true },
    { kind: 'rich', name: 'description', label: 'Opis', max: L.bodyMax },
    { kind: 'link', name: 'categoryId', label: 'Kategoria', resource: 'webinar-categories', multiple: false },
    { kind: 'link', name: 'partnerIds', label: 'Partnerzy (prowadzący)', resource: 'webinar-partners', multiple: true },
    { kind: 'url', name: 'registrationUrl', label: 'Link do rejestracji', max: L.urlMax },
    { kind: 'url', name: 'recordingUrl', label: 'Link do nagrania', max: L.urlMax },
    { kind: 'image', name: 'image', label: 'Grafika' },
    { kind: 'publication', name: 'publishAt', label: 'Publikacja' },
  ],
  toForm: (w) => ({
    title: w?.title ?? '',
    startsAt: w?.startsAt ?? null,
    description: w?.description ?? '',
    categoryId: w?.category?.id ?? null,
    partnerIds: w?.partners.map((p) => p.id) ?? [],
    registrationUrl: w?.registrationUrl ?? '',
    recordingUrl: w?.recordingUrl ?? '',
    image: w?.imageUuid ?? null,
    publishAt: w?.publishAt ?? null,
  }),
  linkLabels: (w) => ({ categoryId: w.category ? [w.category] : [], partnerIds: w.partners }),
  imageOf: (w) => w.imageUrl,
  previewPath: () => paths.events.webinars.to(),
  entryPath: (id) => paths.editors.webinar.to(id),
};

export const webinarCategoriesPanel: PanelResource<z.infer<typeof webinarCategorySchema>> = {
  key: 'webinarCategories',
  apiPath: 'webinar-categories',
  itemSchema: webinarCategorySchema,
  writeSchema: webinarCategoryWriteSchema,
  addLabel: 'Dodaj kategorię',
  searchPlaceholder: 'Szukaj kategorii',
  idOf: (c) => c.id,
  titleOf: (c) => c.name,
  columns: [{ key: 'name', title: 'Nazwa', render: (c) => c.name }],
  fields: [{ kind: 'text', name: 'name', label: 'Nazwa', max: L.nameMax, required: true }],
  toForm: (c) => ({ name: c?.name ?? '' }),
};

export const webinarPartnersPanel: PanelResource<WebinarPartner> = {
  key: 'webinarHosts',
  apiPath: 'webinar-partners',
  itemSchema: webinarPartnerSchema,
  writeSchema: webinarPartnerWriteSchema,
  addLabel: 'Dodaj partnera',
  searchPlaceholder: 'Szukaj partnera',
  idOf: (p) => p.id,
  titleOf: (p) => p.name,
  columns: [
    { key: 'name', title: 'Nazwa', render: (p) => p.name },
    { key: 'link', title: 'Strona', render: (p) => p.link ?? '—' },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Nazwa', max: L.nameMax, required: true },
    { kind: 'url', name: 'link', label: 'Strona internetowa', max: L.urlMax },
    { kind: 'image', name: 'image', label: 'Logo' },
  ],
  toForm: (p) => ({ name: p?.name ?? '', link: p?.link ?? '', image: p?.imageUuid ?? null }),
  imageOf: (p) => p.imageUrl,
};
