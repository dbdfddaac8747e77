import {
  type AgendaItem,
  agendaItemSchema,
  agendaWriteSchema,
  type ConferencePartner,
  conferencePartnerSchema,
  conferencePartnerWriteSchema,
  EDITORIAL_LIMITS as L,
  PARTNER_TIER_LABELS,
  PARTNER_TIERS,
  type Speaker,
  speakerSchema,
  speakerWriteSchema,
} from '@platform/shared';
import { paths } from '@/config/paths';
import { formatAgendaDay } from '@/lib/editorial/format';
import type { PanelResource } from '../panel-resource';

const forum = () => paths.events.expertsForum.to();
const tierOptions = PARTNER_TIERS.map((value) => ({ value, label: PARTNER_TIER_LABELS[value] }));

export const speakersPanel: PanelResource<Speaker> = {
  key: 'conferenceSpeakers',
  apiPath: 'conference-speakers',
  itemSchema: speakerSchema,
  writeSchema: speakerWriteSchema,
  addLabel: 'Dodaj prelegenta',
  searchPlaceholder: 'Szukaj prelegenta',
  idOf: (s) => s.id,
  titleOf: (s) => s.name,
  columns: [
    { key: 'name', title: 'Imię i nazwisko', render: (s) => s.name },
    {
      key: 'company',
      title: 'Stanowisko i firma',
      render: (s) => [s.position, s.company].filter(Boolean).join(', ') || '—',
    },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Imię i nazwisko', max: L.nameMax, required: true },
    { kind: 'text', name: 'position', label: 'Stanowisko', max: L.shortTextMax },
    { kind: 'text', name: 'company', label: 'Firma', max: L.shortTextMax },
    { kind: 'textarea', name: 'bio', label: 'Biogram', max: L.bioMax },
    { kind: 'image', name: 'image', label: 'Zdjęcie' },
  ],
  toForm: (s) => ({
    name: s?.name ?? '',
    position: s?.position ?? '',
    company: s?.company ?? '',
    bio: s?.bio ?? '',
    image: s?.imageUuid ?? null,
  }),
  imageOf: (s) => s.imageUrl,
  previewPath: forum,
};

export const agendaPanel: PanelResource<AgendaItem> = {
  key: 'conferenceAgenda',
  apiPath: 'conference-agenda',
  itemSchema: agendaItemSchema,
  writeSchema: agendaWriteSchema,
  addLabel: 'Dodaj punkt agendy',
  searchPlaceholder: 'Szukaj po tytule',
  idOf: (a) => a.id,
  titleOf: (a) => a.title,
  columns: [
    { key: 'day', title: 'Dzień', render: (a) => formatAgendaDay(a.day) },
    { key: 'time', title: 'Godzina', render: (a) => a.time, width: 100 },
    { key: 'title', title: 'Tytuł', render: (a) => a.title },
    { key: 'speakers', title: 'Prelegenci', render: (a) => a.speakers.map((s) => s.name).join(', ') || '—' },
  ],
  fields: [
    { kind: 'date', name: 'day', label: 'Dzień', required: true },
    { kind: 'time', name: 'time', label: 'Godzina', required: true },
    { kind: 'text', name: 'title', label: 'Tytuł', max: L.titleMax, required: true },
    { kind: 'textarea', name: 'description', label: 'Opis', max: L.leadMax },
    { kind: 'link', name: 'speakerIds', label: 'Prelegenci', resource: 'conference-speakers', multiple: true },
  ],
  toForm: (a) => ({
    day: a?.day ?? null,
    time: a?.time ?? '',
    title: a?.title ?? '',
    description: a?.description ?? '',
    speakerIds: a?.speakers.map((s) => s.id) ?? [],
  }),
  linkLabels: (a) => ({ speakerIds: a.speakers }),
  previewPath: forum,
};

export const conferencePartnersPanel: PanelResource<ConferencePartner> = {
  key: 'conferencePartners',
  apiPath: 'conference-partners',
  itemSchema: conferencePartnerSchema,
  writeSchema: conferencePartnerWriteSchema,
  addLabel: 'Dodaj partnera',
  searchPlaceholder: 'Szukaj partnera',
  idOf: (p) => p.id,
  titleOf: (p) => p.name,
  columns: [
    { key: 'name', title: 'Nazwa', render: (p) => p.name },
    { key: 'tier', title: 'Poziom', render: (p) => PARTNER_TIER_LABELS[p.tier] },
  ],
  filters: [{ kind: 'select', name: 'tier', label: 'Poziom', options: tierOptions }],
  fields: [
    { kind: 'text', name: 'name', label: 'Nazwa', max: L.nameMax, required: true },
    { kind: 'select', name: 'tier', label: 'Poziom partnerstwa', options: tierOptions, required: true },
    { kind: 'url', name: 'link', label: 'Strona internetowa', max: L.urlMax },
    { kind: 'image', name: 'image', label: 'Logo' },
  ],
  toForm: (p) => ({
    name: p?.name ?? '',
    tier: p?.tier ?? undefined,
    link: p?.link ?? '',
    image: p?.imageUuid ?? null,
  }),
  imageOf: (p) => p.imageUrl,
  previewPath: forum,
};
