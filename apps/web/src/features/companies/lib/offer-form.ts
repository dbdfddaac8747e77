import { type CompanyOffer, type CompanyOfferInput, richTextToPlain } from '@platform/shared';

export type EditFile = { uuid: string; url: string; name: string };
/** `key` identifies a row in the editor only (rows have no id); it is never sent. */
export type EditVideo = { key: string; videoId: string; title: string; description: string };
export type EditSection = {
  key: string;
  title: string;
  align: 'LEFT' | 'RIGHT';
  description: string;
  photos: EditFile[];
  attachments: EditFile[];
  videos: EditVideo[];
};
export type EditPerson = {
  key: string;
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

let lastKey = 0;
const newKey = () => `row-${++lastKey}`;

type SavedFile = { uuid: string; url: string; attachmentName: string };
/** A saved file as the editor lists it: by the name it was uploaded with ('Przedmiar robót – szkoła.pdf'), not its storage key's. */
const file = (a: SavedFile | null): EditFile | null =>
  a ? { uuid: a.uuid, url: a.url, name: a.attachmentName } : null;
const files = (list: SavedFile[]) => list.map((a) => file(a) as EditFile);

export const EMPTY_OFFER: OfferForm = {
  mainSection: { photo: null, title: '', description: '' },
  sections: [],
  contacts: { description: '', contactPersons: [] },
};
export const emptySection = (): EditSection => ({
  key: newKey(),
  title: '',
  align: 'LEFT',
  description: '',
  photos: [],
  attachments: [],
  videos: [],
});
export const emptyVideo = (): EditVideo => ({ key: newKey(), videoId: '', title: '', description: '' });
export const emptyPerson = (): EditPerson => ({
  key: newKey(),
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
          key: newKey(),
          title: s.title ?? '',
          align: s.align,
          description: s.description ?? '',
          photos: files(s.photos),
          attachments: files(s.attachments),
          videos: s.videos.map((v) => ({
            key: newKey(),
            videoId: v.videoId,
            title: v.title ?? '',
            description: v.description ?? '',
          })),
        })),
        contacts: {
          description: o.contacts.description ?? '',
          contactPersons: o.contacts.contactPersons.map((p) => ({
            key: newKey(),
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
/** Descriptions are rich text: HTML without any text ('<p></p>') is empty (spec 5). */
const richText = (v: string): string | null => (richTextToPlain(v) === '' ? null : v.trim());

export const formToInput = (f: OfferForm): CompanyOfferInput => ({
  mainSection: {
    photo: f.mainSection.photo?.uuid ?? null,
    title: f.mainSection.title.trim(),
    description: richText(f.mainSection.description),
  },
  sections: f.sections.map((s) => ({
    title: text(s.title),
    align: s.align,
    description: richText(s.description),
    photos: s.photos.map((p) => p.uuid),
    attachments: s.attachments.map((a) => a.uuid),
    videos: s.videos
      .filter((v) => !isEmptyVideo(v))
      .map((v) => ({ videoId: videoIdOf(v.videoId), title: text(v.title), description: text(v.description) })),
  })),
  contacts: {
    description: richText(f.contacts.description),
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

/** A video row left wholly empty is dropped on save. */
export const isEmptyVideo = (v: EditVideo): boolean => !v.videoId.trim() && !v.title.trim() && !v.description.trim();

/** Whether a video row can be saved: an address or id the server takes (a YouTube id). */
export const isValidVideo = (v: EditVideo): boolean => /^[\w-]{6,20}$/.test(videoIdOf(v.videoId));

/** A YouTube address or id -> the id ("https://youtu.be/abc123XYZ_-" -> "abc123XYZ_-"). */
const videoIdOf = (input: string): string => {
  const v = input.trim();
  const match = v.match(/(?:v=|youtu\.be\/|embed\/|shorts\/)([\w-]{6,20})/);
  return match?.[1] ?? v;
};
