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
});
