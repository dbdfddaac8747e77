import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { ContactPersonsDialog } from './contact-persons-dialog';

const anna = {
  title: null,
  avatar: null,
  name: 'Anna Kowalska',
  positionLine1: 'Kierownik budowy',
  positionLine2: null,
  telephone: '600 100 200',
  email: 'anna@firma.pl',
};

const openDialog = async (saved: unknown[]) => {
  stubApi({
    'GET /companies/:id/contact-persons': () => ({ contactPersons: [anna] }),
    'PUT /companies/:id/contact-persons': ({ body }) => {
      saved.push(body);
      return body;
    },
  });
  renderAt(<ContactPersonsDialog companyId={5} />);
  fireEvent.click(screen.getByRole('button', { name: 'Osoby kontaktowe' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() =>
    expect((within(dialog).getByLabelText('Imię i nazwisko (osoba 1)') as HTMLInputElement).value).toBe(
      'Anna Kowalska',
    ),
  );
  return dialog;
};

describe("the admin's 'Osoby kontaktowe' dialog (spec 6)", () => {
  beforeEach(useDesktopMedia);
  afterEach(() => vi.unstubAllGlobals());

  it('adds a person, requires a name, removes one and saves the list', async () => {
    const saved: unknown[] = [];
    const dialog = await openDialog(saved);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj osobę' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Podaj imię i nazwisko każdej osoby.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Imię i nazwisko (osoba 2)'), { target: { value: 'Łukasz Żółć' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail (osoba 2)'), { target: { value: 'lukasz@firma.pl' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń: Anna Kowalska' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          contactPersons: [
            {
              title: null,
              avatar: null,
              name: 'Łukasz Żółć',
              positionLine1: null,
              positionLine2: null,
              telephone: null,
              email: 'lukasz@firma.pl',
            },
          ],
        },
      ]),
    );
  });

  it("asks 'Zapisać zmiany?' when closed with a change; 'Nie' drops it", async () => {
    const saved: unknown[] = [];
    const dialog = await openDialog(saved);
    fireEvent.change(within(dialog).getByLabelText('Telefon (osoba 1)'), { target: { value: '600 100 300' } });
    // the cross and the footer's button close alike
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Zamknij' }).at(-1) as HTMLElement);
    // antd names the question twice (the confirm's title and its dialog's label)
    expect((await screen.findAllByText('Zapisać zmiany?')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Nie' }));
    // closed: nothing is held (antd freezes a closed dialog's content, so the state is read)
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    expect(saved).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Osoby kontaktowe' }));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Telefon (osoba 1)') as HTMLInputElement).value).toBe('600 100 200'),
    );
  });
});
