import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfferWarnings } from './offer-warnings';

const expiryText = (now: string, expiresAt: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now));
  const view = render(<OfferWarnings service={{ active: true, expires_at: expiresAt }} hasOffer showExpiry />);
  const text = screen.getByTestId('offer-warnings').textContent ?? '';
  view.unmount();
  return text;
};

describe('the offer service expiry warning', () => {
  afterEach(() => vi.useRealTimers());

  it('counts calendar days as the reader does: 9.99 days left is "za 10 dni"', () => {
    expect(expiryText('2026-12-01T09:00:00Z', '2026-12-11T08:45:00Z')).toContain(
      'Usługa oferty firmy wygasa za 10 dni.',
    );
  });

  it('says the days with the Polish plural rule', () => {
    expect(expiryText('2026-12-01T09:00:00Z', '2026-12-02T20:00:00Z')).toContain('wygasa za 1 dzień.');
    expect(expiryText('2026-12-01T09:00:00Z', '2026-12-23T20:00:00Z')).toContain('wygasa za 22 dni.');
    expect(expiryText('2026-12-01T09:00:00Z', '2026-12-01T20:00:00Z')).toContain('Dziś jest ostatni dzień usługi');
  });
});
