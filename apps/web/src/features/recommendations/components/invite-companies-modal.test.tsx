import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, testQueryClient } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { InviteCompaniesModal } from './invite-companies-modal';

const EMPTY_PAGE = { content: [], totalElements: 0, totalPages: 0, page: 0, size: 30 };

describe('invite recommended companies (spec 2.7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('filters by subsectors beside the two distances, from page 0', async () => {
    const calls: URL[] = [];
    stubApi({
      '*': ({ url }) => {
        calls.push(new URL(url, 'http://localhost'));
        return EMPTY_PAGE;
      },
    });
    const client = testQueryClient();
    client.setQueryData(
      ['sectors'],
      [{ id: 1, name: 'mieszkaniowe', children: [{ id: 11, name: 'Budynki wielorodzinne', children: [] }] }],
    );
    renderAt(
      <InviteCompaniesModal source={{ kind: 'order', orderId: 7 }} open mode="invited" onClose={() => undefined} />,
      '/',
      [],
      client,
    );
    const recommendationCalls = () => calls.filter((u) => u.pathname.endsWith('/orders/7/recommendations'));
    await waitFor(() => expect(recommendationCalls()).toHaveLength(1));
    expect(recommendationCalls()[0]?.searchParams.get('subsectorIds')).toBeNull();
    expect(recommendationCalls()[0]?.searchParams.get('companyDistance')).toBe('75');

    const sectors = screen.getByRole('combobox', { name: 'Sektory' });
    fireEvent.mouseDown(sectors);
    fireEvent.click(await screen.findByTitle('mieszkaniowe'));
    await waitFor(() => expect(recommendationCalls()).toHaveLength(2));
    expect(recommendationCalls()[1]?.searchParams.get('subsectorIds')).toBe('11');
    expect(recommendationCalls()[1]?.searchParams.get('page')).toBe('0');
  });
});
