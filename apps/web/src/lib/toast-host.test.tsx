import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';

describe('toasts', () => {
  it('mount antd App on the first toast and show the text', { timeout: 20_000 }, async () => {
    await act(async () => {
      notify.error('Przekroczono godzinny limit dodawania załączników. Spróbuj ponownie później.');
    });
    // the first toast loads antd (a dynamic import): allow for a slow, busy test machine
    const text = 'Przekroczono godzinny limit dodawania załączników. Spróbuj ponownie później.';
    expect(await screen.findByText(text, {}, { timeout: 15_000 })).toBeTruthy();
    expect(document.getElementById('toast-host')).not.toBeNull();
  });

  it("shows a server failure's request id small under the text", { timeout: 20_000 }, async () => {
    await act(async () => {
      notify.error('Wystąpił błąd serwera.', 'c0ffee-42');
    });
    const id = await screen.findByText('Kod zgłoszenia: c0ffee-42', {}, { timeout: 15_000 });
    expect(id.tagName).toBe('SMALL');
    expect(screen.getByText('Wystąpił błąd serwera.', { exact: false })).toBeTruthy();
  });
});
