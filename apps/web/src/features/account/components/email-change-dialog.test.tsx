import { WRITE_SAFETY_MESSAGES as M, EMAIL_CHANGE_TEXTS as T } from '@platform/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { EmailChangeDialog } from './email-change-dialog';

const openDialog = async () => {
  renderAt(<EmailChangeDialog />);
  fireEvent.click(screen.getByTestId('email-change-open'));
  return screen.findByRole('dialog');
};

describe("the 'Zmień adres e-mail' dialog", () => {
  beforeEach(useDesktopMedia);

  it('closes at once while nothing is typed', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    expect(screen.queryByText(M.unsavedChanges)).toBeNull();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('asks before a typed address is dropped: "Zostań" keeps it, "Wyjdź bez zapisywania" closes', async () => {
    const dialog = await openDialog();
    const email = within(dialog).getByLabelText(T.newEmail) as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'nowy@firma.pl' } });
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    fireEvent.click(await screen.findByRole('button', { name: M.unsavedStay }));
    expect(email.value).toBe('nowy@firma.pl');
    fireEvent.click(within(dialog).getByRole('button', { name: T.cancel }));
    // the first question may still be fading out: answer the newest one
    const leave = await screen.findAllByRole('button', { name: M.unsavedLeave });
    fireEvent.click(leave.at(-1) as HTMLElement);
    // closed: nothing is held any more (jsdom never ends antd's closing motion, so the dialog's DOM stays)
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
  });
});
