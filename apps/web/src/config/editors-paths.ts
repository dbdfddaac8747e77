/** Editors panel routes (document 2, section 2.9); superadmin only. Part of the paths module. */
type Id = number | string;
const ROOT = '/panel-redaktora';
const page = (path: string, title: string) => ({ path, title, to: () => path });

export const editorsPaths = {
  root: page(ROOT, 'Panel redaktora'),
  articles: page(`${ROOT}/puls-budownictwa/artykuly`, 'Puls budownictwa: artykuły'),
  article: {
    path: `${ROOT}/puls-budownictwa/artykuly/:articleId`,
    title: 'Puls budownictwa: artykuł',
    to: (id: Id) => `${ROOT}/puls-budownictwa/artykuly/${id}`,
  },
  tags: page(`${ROOT}/puls-budownictwa/tagi`, 'Puls budownictwa: tagi'),
  categories: page(`${ROOT}/puls-budownictwa/kategorie`, 'Puls budownictwa: kategorie'),
  authors: page(`${ROOT}/puls-budownictwa/autorzy`, 'Puls budownictwa: autorzy'),
  webinars: page(`${ROOT}/webinaria/webinaria`, 'Webinaria'),
  webinar: {
    path: `${ROOT}/webinaria/webinaria/:webinarId`,
    title: 'Webinarium',
    to: (id: Id) => `${ROOT}/webinaria/webinaria/${id}`,
  },
  webinarCategories: page(`${ROOT}/webinaria/kategorie`, 'Webinaria: kategorie'),
  webinarHosts: page(`${ROOT}/webinaria/partnerzy`, 'Webinaria: partnerzy'),
  conferenceSpeakers: page(`${ROOT}/konferencja/prelegenci`, 'Konferencja: prelegenci'),
  conferenceAgenda: page(`${ROOT}/konferencja/agenda`, 'Konferencja: agenda'),
  conferencePartners: page(`${ROOT}/konferencja/partnerzy`, 'Konferencja: partnerzy'),
} as const;

export const editorsMenu = [
  { title: 'Puls budownictwa', items: ['articles', 'tags', 'categories', 'authors'] },
  { title: 'Webinaria', items: ['webinars', 'webinarCategories', 'webinarHosts'] },
  { title: 'Konferencja', items: ['conferenceSpeakers', 'conferenceAgenda', 'conferencePartners'] },
] as const satisfies readonly { title: string; items: readonly (keyof typeof editorsPaths)[] }[];
