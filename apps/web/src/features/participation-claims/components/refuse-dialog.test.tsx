import { WRITE_SAFETY_MESSAGES as M } from '@platform/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges } from '@/components/unsaved-changes/use-unsaved-changes';
import { renderAt, useDesktopMedia } from '@/testing/render';
import { RefuseDialog } from './refuse-dialog';

const reasonOf = (dialog: HTMLElement) => within(dialog).getByRole('textbox') as HTMLTextAreaElement;

describe('the refusal dialog', () => {
  beforeEach(useDesktopMedia);

  it('closes at once while no reason is typed', async () => {
    const onCancel = vi.fn();
    renderAt(<RefuseDialog open pending={false} onCancel={onCancel} onRefuse={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(M.unsavedChanges)).toBeNull();
  });

  it('asks before a typed reason is dropped: "Zostań" keeps it, "Wyjdź bez zapisywania" closes', async () => {
    const onCancel = vi.fn();
    renderAt(<RefuseDialog open pending={false} onCancel={onCancel} onRefuse={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(reasonOf(dialog), { target: { value: 'Brak protokołu odbioru' } });
    await waitFor(() => expect(hasUnsavedChanges()).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    fireEvent.click(await screen.findByRole('button', { name: M.unsavedStay }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(reasonOf(dialog).value).toBe('Brak protokołu odbioru');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    // the first question may still be fading out: answer the newest one
    const leave = await screen.findAllByRole('button', { name: M.unsavedLeave });
    fireEvent.click(leave.at(-1) as HTMLElement);
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });
});
