import { investmentSearchParamsSchema, WRITE_SAFETY_MESSAGES as M } from '@platform/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { SavedSearches } from './saved-searches';

const openDialog = async () => {
  stubApi({ 'GET /investments/saved-searches': () => [] });
  renderAt(<SavedSearches search={investmentSearchParamsSchema.parse({})} onOpen={vi.fn()} />);
  fireEvent.click(screen.getByRole('button', { name: 'Zapisz wyszukiwanie' }));
  return screen.findByRole('dialog');
};

describe("the 'Zapisz wyszukiwanie' dialog", () => {
  beforeEach(useDesktopMedia);
  afterEach(() => vi.unstubAllGlobals());

  it('closes at once while no name is typed', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByText(M.unsavedChanges)).toBeNull();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks before a typed name is dropped: "Zostań" keeps it, "Wyjdź bez zapisywania" closes', async () => {
    const dialog = await openDialog();
    const name = within(dialog).getByLabelText('Nazwa wyszukiwania') as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Szkoły w Małopolsce' } });
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    fireEvent.click(await screen.findByRole('button', { name: M.unsavedStay }));
    expect(name.value).toBe('Szkoły w Małopolsce');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    // the first question may still be fading out: answer the newest one
    const leave = await screen.findAllByRole('button', { name: M.unsavedLeave });
    fireEvent.click(leave.at(-1) as HTMLElement);
    // closed: nothing is held any more (jsdom never ends antd's closing motion, so the dialog's DOM stays)
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });
});
