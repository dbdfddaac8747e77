import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { ScopesDialog } from './scopes-dialog';

const industries = [{ id: 401, title: 'Roboty ziemne', keywords: [], description: null, children: [] }];

describe('the admin scope dialog (spec 6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets what each chosen industry covers: supply, service, both or not stated', async () => {
    const saved: unknown[] = [];
    stubApi({
      'GET /industries': () => industries,
      'GET /sector': () => [],
      'PUT /companies/:id/basics/scopes': ({ body }) => {
        saved.push(body);
        return [];
      },
    });
    renderAt(
      <ScopesDialog
        companyId={5}
        scopes={[
          {
            kind: 'INDUSTRY',
            id: 401,
            name: 'Roboty ziemne',
            isSupply: true,
            isService: false,
            isSupplyAndService: false,
          },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zakres działalności (branże i podsektory)' }));
    const flags = await screen.findByTestId('industry-flags');
    const group = within(flags).getByRole('radiogroup', { name: 'Roboty ziemne' });
    expect((within(group).getByRole('radio', { name: 'Dostawa' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Dostawa i usługa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { industries: [{ id: 401, isSupply: false, isService: false, isSupplyAndService: true }], subsectors: [] },
      ]),
    );
  });
});
