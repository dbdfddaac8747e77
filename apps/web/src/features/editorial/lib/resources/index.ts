import type { editorsPaths } from '@/config/editors-paths';
import type { PanelResource } from '../panel-resource';
import { agendaPanel, conferencePartnersPanel, speakersPanel } from './conference-resources';
import { articlesPanel, authorsPanel, categoriesPanel, tagsPanel } from './news-resources';
import { webinarCategoriesPanel, webinarPartnersPanel, webinarsPanel } from './webinar-resources';

/** The editors panel's kinds by their key in the panel's paths. */
export const PANEL_RESOURCES = {
  articles: articlesPanel,
  tags: tagsPanel,
  categories: categoriesPanel,
  authors: authorsPanel,
  webinars: webinarsPanel,
  webinarCategories: webinarCategoriesPanel,
  webinarHosts: webinarPartnersPanel,
  conferenceSpeakers: speakersPanel,
  conferenceAgenda: agendaPanel,
  conferencePartners: conferencePartnersPanel,
} satisfies Partial<Record<keyof typeof editorsPaths, PanelResource>>;

export type PanelKey = keyof typeof PANEL_RESOURCES;

/** A kind by its API path (linked-entries fields name the kind they choose from). */
export const resourceByApiPath = (apiPath: string): PanelResource | undefined =>
  Object.values(PANEL_RESOURCES).find((r) => r.apiPath === apiPath) as PanelResource | undefined;
