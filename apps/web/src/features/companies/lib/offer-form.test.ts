import { offerInputSchema } from '@platform/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_OFFER, emptyPerson, emptySection, emptyVideo, formToInput, isValidVideo } from './offer-form';

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
});
