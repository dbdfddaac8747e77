import type { Conversation } from '@platform/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { OfferTermsDialog } from './offer-terms-dialog';

const conversation = {
  id: 5,
  company: { id: 7, name: 'Budmax Sp. z o.o.', logo: null },
  orderIndustries: [
    { id: 401, name: 'Instalacje elektryczne' },
    { id: 402, name: 'Roboty ziemne' },
  ],
  side: 'CONTRACTOR',
  canWrite: true,
} as unknown as Conversation;

describe('offer terms dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the declared industries with prices typed with a comma, and refuses three decimals', async () => {
    const fetchMock = stubApi({
      'PUT *': () => [{ id: 401, name: 'Instalacje elektryczne', priceNet: 125000.5, validUntil: null }],
      '*': () => [{ id: 401, name: 'Instalacje elektryczne', priceNet: null, validUntil: null }],
    });
    storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
    renderAt(<OfferTermsDialog conversation={conversation} open onClose={() => undefined} />);
    const price = await screen.findByLabelText('Cena netto: Instalacje elektryczne');
    fireEvent.change(price, { target: { value: '125 000,505' } });
    expect(await screen.findByText(/najwyżej z dwoma miejscami po przecinku/)).toBeTruthy();
    fireEvent.change(price, { target: { value: '125 000,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz ofertę' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      industryIds: [401],
      terms: [{ industryId: 401, priceNet: 125000.5, validUntil: null }],
    });
  });
});
