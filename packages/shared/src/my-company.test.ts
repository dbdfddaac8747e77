import { describe, expect, it } from 'vitest';
import { type CardFacts, cardChecklist, cardCompleteness } from './my-company.js';

const EMPTY: CardFacts = {
  hasLogo: false,
  hasDescription: false,
  hasAddress: false,
  hasContact: false,
  scopes: 0,
  photos: 0,
  offerPublished: false,
  offerServiceActive: false,
};

describe("'Moja firma' checklist", () => {
  it('lists the six parts of a card without the offer service, none done', () => {
    const list = cardChecklist(EMPTY);
    expect(list.map((p) => p.part)).toEqual(['logo', 'description', 'address', 'contact', 'scopes', 'gallery']);
    expect(cardCompleteness(list)).toBe(0);
  });

  it('adds the offer while the service is active, and counts what is filled', () => {
    const list = cardChecklist({ ...EMPTY, hasLogo: true, scopes: 3, offerServiceActive: true });
    expect(list.at(-1)).toEqual({ part: 'offer', done: false });
    expect(cardCompleteness(list)).toBe(29);
  });

  it('is 100% when every part is filled', () => {
    const full = cardChecklist({
      hasLogo: true,
      hasDescription: true,
      hasAddress: true,
      hasContact: true,
      scopes: 1,
      photos: 2,
      offerPublished: true,
      offerServiceActive: true,
    });
    expect(cardCompleteness(full)).toBe(100);
  });
});
