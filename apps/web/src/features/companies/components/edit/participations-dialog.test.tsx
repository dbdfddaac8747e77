import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { ParticipationsDialog } from './participations-dialog';

const industries = [
  { id: 401, title: 'Roboty ziemne', keywords: [], description: null, children: [] },
  { id: 402, title: 'Instalacje sanitarne', keywords: [], description: null, children: [] },
];
const participation = {
  investmentId: 9,
  investmentName: 'Szkoła Podstawowa nr 5 w Kielcach',
  industryId: 401,
  industryName: 'Roboty ziemne',
  role: 'SUBCONTRACTOR',
  valuePln: 250_000,
};
const page = { content: [participation], totalElements: 1, totalPages: 1, page: 0, size: 10 };

const openDialog = async (calls: { method: string; path: string; body: unknown }[]) => {
  const record = ({ method, path, body }: { method: string; path: string; body: unknown }) => {
    calls.push({ method, path, body });
  };
  stubApi({
    'GET /industries': () => industries,
    'GET /companies/:id/participations': () => page,
    'PUT /companies/:id/participations/:investmentId/:industryId': record,
    'DELETE /companies/:id/participations/:investmentId/:industryId': record,
  });
  renderAt(<ParticipationsDialog companyId={5} />);
  fireEvent.click(screen.getByRole('button', { name: 'Inwestycje' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('Szkoła Podstawowa nr 5 w Kielcach');
  return dialog;
};

describe("the admin's 'Inwestycje' dialog (spec 6)", () => {
  beforeEach(useDesktopMedia);
  afterEach(() => vi.unstubAllGlobals());

  it('lists the participations with the investment linked to its page, changes one and removes one', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    const dialog = await openDialog(calls);
    const link = within(dialog).getByRole('link', { name: 'Szkoła Podstawowa nr 5 w Kielcach' });
    expect(link.getAttribute('href')).toBe('/-9');
    expect(within(dialog).getByText('Podwykonawca')).toBeTruthy();
    expect(within(dialog).getByText('250 000 zł')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Zmień: Szkoła Podstawowa nr 5 w Kielcach' }));
    fireEvent.change(within(dialog).getByLabelText('Wartość udziału (zł)'), { target: { value: '300000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          path: '/companies/5/participations/9/401',
          body: { industryId: 401, role: 'SUBCONTRACTOR', valuePln: 300_000 },
        },
      ]),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń: Szkoła Podstawowa nr 5 w Kielcach' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tak' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('DELETE /companies/5/participations/9/401'),
    );
  });

  it("asks 'Zapisać zmiany?' when closed with a change: 'Nie' drops it, 'Tak' saves it", async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    const dialog = await openDialog(calls);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zmień: Szkoła Podstawowa nr 5 w Kielcach' }));
    fireEvent.change(within(dialog).getByLabelText('Wartość udziału (zł)'), { target: { value: '1000' } });
    // the cross and the footer's button close alike
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Zamknij' }).at(-1) as HTMLElement);
    // antd names the question twice (the confirm's title and its dialog's label)
    expect((await screen.findAllByText('Zapisać zmiany?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Nie' }));
    // closed: nothing is held (antd freezes a closed dialog's content, so the state is read)
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Inwestycje' }));
    expect(await within(dialog).findByRole('button', { name: 'Dodaj udział' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zmień: Szkoła Podstawowa nr 5 w Kielcach' }));
    fireEvent.change(within(dialog).getByLabelText('Wartość udziału (zł)'), { target: { value: '2000' } });
    // the cross and the footer's button close alike
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Zamknij' }).at(-1) as HTMLElement);
    const yes = await screen.findAllByRole('button', { name: 'Tak' });
    fireEvent.click(yes.at(-1) as HTMLElement);
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          path: '/companies/5/participations/9/401',
          body: { industryId: 401, role: 'SUBCONTRACTOR', valuePln: 2000 },
        },
      ]),
    );
  });
});
