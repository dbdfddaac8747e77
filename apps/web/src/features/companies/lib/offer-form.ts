import type { CompanyOffer, CompanyOfferInput } from '@platform/shared';

export type EditFile = { uuid: string; url: string; name: string };
export type EditVideo = { videoId: string; title: string; description: string };
export type EditSection = {
  title: string;
  align: 'LEFT' | 'RIGHT';
  description: string;
  photos: EditFile[];
  attachments: EditFile[];
  videos: EditVideo[];
};
export type EditPerson = {
  title: string;
  avatar: EditFile | null;
  name: string;
  positionLine1: string;
  positionLine2: string;
  telephone: string;
  email: string;
};
export type OfferForm = {
  mainSection: { photo: EditFile | null; title: string; description: string };
  sections: EditSection[];
  contacts: { description: string; contactPersons: EditPerson[] };
};

const file = (a: { uuid: string; url: string; name: string } | null): EditFile | null =>
  a ? { uuid: a.uuid, url: a.url, name: a.name } : null;
const files = (list: { uuid: string; url: string; name: string }[]) => list.map((a) => file(a) as EditFile);

export const EMPTY_OFFER: OfferForm = {
  mainSection: { photo: null, title: '', description: '' },
  sections: [],
  contacts: { description: '', contactPersons: [] },
};
export const emptySection = (): EditSection => ({
  title: '',
  align: 'LEFT',
  description: '',
  photos: [],
  attachments: [],
  videos: [],
});
export const emptyPerson = (): EditPerson => ({
  title: '',
  avatar: null,
  name: '',
  positionLine1: '',
  positionLine2: '',
  telephone: '',
  email: '',
});

/** The saved offer as the editor's values (null texts as empty strings). */
export const offerToForm = (o: CompanyOffer | null): OfferForm =>
  o
    ? {
        mainSection: {
          photo: file(o.mainSection.photo),
          title: o.mainSection.title,
          description: o.mainSection.description ?? '',
        },
        sections: o.sections.map((s) => ({
          title: s.title ?? '',
          align: s.align,
          description: s.description ?? '',
          photos: files(s.photos),
          attachments: files(s.attachments),
          videos: s.videos.map((v) => ({ videoId: v.videoId, title: v.title ?? '', description: v.description ?? '' })),
        })),
        contacts: {
          description: o.contacts.description ?? '',
          contactPersons: o.contacts.contactPersons.map((p) => ({
            title: p.title ?? '',
            avatar: file(p.avatar),
            name: p.name,
            positionLine1: p.positionLine1 ?? '',
            positionLine2: p.positionLine2 ?? '',
            telephone: p.telephone ?? '',
            email: p.email ?? '',
          })),
        },
      }
    : EMPTY_OFFER;

/** Empty optional texts are sent as null (spec 3); files by their attachment uuid. */
const text = (v: string): string | null => (v.trim() === '' ? null : v.trim());

export const formToInput = (f: OfferForm): CompanyOfferInput => ({
  mainSection: {
    photo: f.mainSection.photo?.uuid ?? null,
    title: f.mainSection.title.trim(),
    description: text(f.mainSection.description),
  },
  sections: f.sections.map((s) => ({
    title: text(s.title),
    align: s.align,
    description: text(s.description),
    photos: s.photos.map((p) => p.uuid),
    attachments: s.attachments.map((a) => a.uuid),
    videos: s.videos
      .filter((v) => v.videoId.trim())
      .map((v) => ({ videoId: v.videoId.trim(), title: text(v.title), description: text(v.description) })),
  })),
  contacts: {
    description: text(f.contacts.description),
    contactPersons: f.contacts.contactPersons.map((p) => ({
      title: text(p.title),
      avatar: p.avatar?.uuid ?? null,
      name: p.name.trim(),
      positionLine1: text(p.positionLine1),
      positionLine2: text(p.positionLine2),
      telephone: text(p.telephone),
      email: text(p.email),
    })),
  },
});

/** A YouTube address or id -> the id ("https://youtu.be/abc123XYZ_-" -> "abc123XYZ_-"). */
export const videoIdOf = (input: string): string => {
  const v = input.trim();
  const match = v.match(/(?:v=|youtu\.be\/|embed\/|shorts\/)([\w-]{6,20})/);
  return match?.[1] ?? v;
};
