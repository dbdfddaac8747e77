import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferPrice } from './offer-price';

describe('an offer’s price in the comparison', () => {
  it('is marked when it was given before the order’s latest change', () => {
    render(
      <OfferPrice offer={{ priceNet: 1000, validUntil: null, isLowest: false, submittedBeforeChange: '2026-12-19' }} />,
    );
    expect(screen.getByTestId('offer-before-change').textContent).toBe('Oferta złożona przed zmianą z 19.12');
  });

  it('is not marked otherwise', () => {
    render(<OfferPrice offer={{ priceNet: 1000, validUntil: null, isLowest: false, submittedBeforeChange: null }} />);
    expect(screen.queryByTestId('offer-before-change')).toBeNull();
  });
});
