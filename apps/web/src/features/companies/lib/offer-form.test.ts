import { offerInputSchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_OFFER,
  emptyPerson,
  emptySection,
  emptyVideo,
  formToInput,
  isValidVideo,
  offerToForm,
} from './offer-form';

describe('offer form', () => {
  it('sends videos by YouTube id with their title and description, dropping empty rows', () => {
    const section = {
      ...emptySection(),
      videos: [
        { ...emptyVideo(), videoId: ' https://youtu.be/dQw4w9WgXcQ ', title: ' Budowa hali ', description: '' },
        emptyVideo(),
      ],
    };
    const input = formToInput({
      ...EMPTY_OFFER,
      mainSection: { ...EMPTY_OFFER.mainSection, title: 'Oferta' },
      sections: [section],
    });
    expect(input.sections[0]?.videos).toEqual([{ videoId: 'dQw4w9WgXcQ', title: 'Budowa hali', description: null }]);
    expect(offerInputSchema.safeParse(input).success).toBe(true);
  });

  it('keeps a video row with a title but no address, so the save is refused', () => {
    const video = { ...emptyVideo(), title: 'Bez adresu' };
    expect(isValidVideo(video)).toBe(false);
    const input = formToInput({
      ...EMPTY_OFFER,
      mainSection: { ...EMPTY_OFFER.mainSection, title: 'Oferta' },
      sections: [{ ...emptySection(), videos: [video] }],
    });
    expect(offerInputSchema.safeParse(input).success).toBe(false);
  });

  it('sends a contact person avatar by its uuid and no editor keys', () => {
    const uuid = '6f1c1c52-3b55-4c1e-9a39-7b0c2b1f0a11';
    const person = { ...emptyPerson(), name: 'Jan Testowy', avatar: { uuid, url: '/a.png', name: 'a.png' } };
    const input = formToInput({ ...EMPTY_OFFER, contacts: { description: '', contactPersons: [person] } });
    expect(input.contacts.contactPersons[0]).toEqual({
      title: null,
      avatar: uuid,
      name: 'Jan Testowy',
      positionLine1: null,
      positionLine2: null,
      telephone: null,
      email: null,
    });
  });

  it('lists saved files by the names they were uploaded with, not by their storage names', () => {
    const file = {
      uuid: '5b8f4f7e-3c1a-4b5e-9a55-0c2f6a1d2e3f',
      name: 'Przedmiar-robot-szkola.pdf',
      attachmentName: 'Przedmiar robót – szkoła.pdf',
      url: '/pliki/Przedmiar-robot-szkola.pdf',
      isActive: true,
      isFromKv1: false,
    };
    const form = offerToForm({
      companyId: 1,
      version: 'DRAFT',
      updatedAt: '2026-11-27T10:00:00.000Z',
      mainSection: { photo: null, title: 'Oferta', description: null },
      sections: [{ title: null, align: 'LEFT', description: null, photos: [], attachments: [file], videos: [] }],
      contacts: { description: null, contactPersons: [] },
    });
    expect(form.sections[0]?.attachments).toEqual([
      { uuid: file.uuid, url: file.url, name: 'Przedmiar robót – szkoła.pdf' },
    ]);
  });
});
