import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { OfferWarnings } from './offer-warnings';

const inactive = { active: false, expires_at: null };
const active = { active: true, expires_at: null };

/** Offer state warnings (spec 4): who is told what. */
describe('offer state warnings', () => {
  it('tells the company admin, who cannot edit the offer while the service is off, that it is hidden from others', () => {
    renderAt(<OfferWarnings service={inactive} hasOffer showExpiry canEdit={false} />);
    expect(screen.getByTestId('offer-hidden-warning').textContent).toBe(
      'Oferta firmy została utworzona, ale usługa oferty nie jest aktywna. Wykup usługę, aby oferta była widoczna dla wszystkich.',
    );
  });

  it('asks only an editor to create the missing offer', () => {
    const { unmount } = renderAt(<OfferWarnings service={active} hasOffer={false} showExpiry canEdit={false} />);
    expect(screen.queryByText(/Utwórz ofertę/)).toBeNull();
    unmount();
    renderAt(<OfferWarnings service={active} hasOffer={false} showExpiry canEdit />);
    expect(screen.getByText(/Utwórz ofertę/)).toBeTruthy();
    expect(screen.queryByTestId('offer-hidden-warning')).toBeNull();
  });
});
