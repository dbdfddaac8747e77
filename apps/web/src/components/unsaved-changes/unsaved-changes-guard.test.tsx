import { WRITE_SAFETY_MESSAGES as M } from '@platform/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useUnsavedChanges } from './use-unsaved-changes';

/** A form as the app's forms report to the guard: dirty while the text differs from what was stored. */
const NoteForm = () => {
  const [stored, setStored] = useState('');
  const [text, setText] = useState('');
  const { markSaved } = useUnsavedChanges(text !== stored);
  return (
    <div>
      <textarea aria-label="Treść" value={text} onChange={(e) => setText(e.target.value)} />
      <button
        type="button"
        onClick={() => {
          markSaved();
          setStored(text);
        }}
      >
        Zapisz
      </button>
      <Link to="/oferta">Oferta firmy</Link>
      <Link to="/o-firmie?tab=kontakt">Kontakt</Link>
    </div>
  );
};

const renderForm = () =>
  renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <UnsavedChangesGuard />
          </>
        ),
        children: [
          { path: '/o-firmie', element: <NoteForm /> },
          { path: '/oferta', element: <p>Strona oferty</p> },
        ],
      },
    ],
    '/o-firmie',
  );

const type = (text: string) => fireEvent.change(screen.getByLabelText('Treść'), { target: { value: text } });

describe('the unsaved-changes guard', () => {
  it('lets an untouched form go without a question', async () => {
    const { router } = renderForm();
    fireEvent.click(screen.getByText('Oferta firmy'));
    expect(await screen.findByText('Strona oferty')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/oferta');
  });

  it('asks before leaving a changed form; "Zostań" keeps what was typed, "Wyjdź bez zapisywania" leaves', async () => {
    const { router } = renderForm();
    type('Opis zmieniony, niezapisany');
    fireEvent.click(screen.getByText('Oferta firmy'));
    expect(await screen.findByText(M.unsavedChanges)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/o-firmie');
    fireEvent.click(screen.getByText(M.unsavedStay));
    await waitFor(() => expect([...router.state.blockers.values()].map((b) => b.state)).not.toContain('blocked'));
    expect(router.state.location.pathname).toBe('/o-firmie');
    expect((screen.getByLabelText('Treść') as HTMLTextAreaElement).value).toBe('Opis zmieniony, niezapisany');
    fireEvent.click(screen.getByText('Oferta firmy'));
    fireEvent.click(await screen.findByText(M.unsavedLeave));
    expect(await screen.findByText('Strona oferty')).toBeTruthy();
  });

  it('does not ask for a change of the query of the same page, nor after a save', async () => {
    const { router } = renderForm();
    type('Zmiana');
    fireEvent.click(screen.getByText('Kontakt'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=kontakt'));
    expect(screen.queryByText(M.unsavedChanges)).toBeNull();
    fireEvent.click(screen.getByText('Zapisz'));
    fireEvent.click(screen.getByText('Oferta firmy'));
    expect(await screen.findByText('Strona oferty')).toBeTruthy();
  });

  it("asks the browser's question when the tab is closed or reloaded with changes", () => {
    renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type('Zmiana');
    expect(unload()).toBe(true);
  });
});
