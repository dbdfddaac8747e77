import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';

describe('toasts', () => {
  it('mount antd App on the first toast and show the text', async () => {
    await act(async () => {
      notify.error('Przekroczono godzinny limit dodawania załączników. Spróbuj ponownie później.');
    });
    expect(
      await screen.findByText('Przekroczono godzinny limit dodawania załączników. Spróbuj ponownie później.'),
    ).toBeTruthy();
    expect(document.getElementById('toast-host')).not.toBeNull();
  });
});
