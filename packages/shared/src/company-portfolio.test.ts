import { describe, expect, it } from 'vitest';
import { validateFollowNote } from './company-follow.js';
import { offerDaysLeft, offerInputSchema, offerState } from './company-offer.js';
import { companyDisplayName, companyIdParamsSchema } from './company-portfolio.js';
import { STAT_NAME_LABELS } from './company-stats.js';

describe('company card rules', () => {
  it('falls back from name to nip to former name to id', () => {
    expect(companyDisplayName({ id: 7, name: 'A', nip: '1', formerName: 'B' })).toBe('A');
    expect(companyDisplayName({ id: 7, name: ' ', nip: '1234563218', formerName: 'B' })).toBe('1234563218');
    expect(companyDisplayName({ id: 7, name: '', nip: null, formerName: 'B' })).toBe('B');
    expect(companyDisplayName({ id: 7 })).toBe('7');
  });

  it('answers the invalid-id text for a bad company id', () => {
    const result = companyIdParamsSchema.safeParse({ id: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Wystąpił błąd. Nieprawidłowy ID firmy.');
    expect(companyIdParamsSchema.safeParse({ id: '0' }).success).toBe(false);
  });

  it('labels the stat names in Polish', () => {
    expect(STAT_NAME_LABELS.ARCHIVED).toBe('Archiwalne i zarzucone');
    expect(STAT_NAME_LABELS.MIXED).toBe('Publiczno-prywatne');
  });

  it('limits the follow note to 1000 characters', () => {
    expect(validateFollowNote('x'.repeat(1000))).toBeNull();
    expect(validateFollowNote('x'.repeat(1001))).toBe('Maksymalna długość notatki to 1000 znaków.');
  });

  it('stores empty optional offer texts as null', () => {
    const offer = offerInputSchema.parse({
      mainSection: { title: 'Oferta', description: '  ' },
      sections: [{ title: '', description: '<p>x</p>', videos: [{ videoId: 'dQw4w9WgXcQ', title: '' }] }],
    });
    expect(offer.mainSection).toEqual({ title: 'Oferta', description: null, photo: null });
    expect(offer.sections[0]).toMatchObject({
      title: null,
      align: 'LEFT',
      videos: [{ title: null, description: null }],
    });
  });

  it('knows the offer states and the days left', () => {
    expect(offerState(true, false)).toBe('ACTIVE_WITHOUT_OFFER');
    expect(offerState(false, true)).toBe('OFFER_WITHOUT_SERVICE');
    expect(offerState(true, true)).toBe('VISIBLE');
    const now = new Date('2025-01-01T12:00:00Z');
    expect(offerDaysLeft({ active: true, expires_at: '2025-01-01T20:00:00Z' }, now)).toBe(0);
    expect(offerDaysLeft({ active: true, expires_at: '2025-01-31T13:00:00Z' }, now)).toBe(30);
    expect(offerDaysLeft({ active: true, expires_at: '2025-01-31T10:00:00Z' }, now)).toBe(30);
    expect(offerDaysLeft({ active: false, expires_at: null }, now)).toBeNull();
  });
});
