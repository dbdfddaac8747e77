import { MESSAGES } from '@platform/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it("shows a server failure's request id, which its lines in the server log carry", () => {
    render(<ErrorAlert error={new ApiError(500, 'INTERNAL', MESSAGES.unknownError, null, 'req-7f3a')} />);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.unknownError);
    expect(screen.getByRole('alert').textContent).toContain('Kod zgłoszenia: req-7f3a');
  });

  it("shows the page's own words, and no id for a refusal the user can act on", () => {
    render(
      <ErrorAlert
        error={new ApiError(404, 'ORDER_NOT_FOUND', 'Nie znaleziono zlecenia.', null, 'req-1')}
        title="Nie udało się wczytać pytań do zlecenia."
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Nie udało się wczytać pytań do zlecenia.');
    expect(screen.getByRole('alert').textContent).not.toContain('Kod zgłoszenia');
  });

  it('says the unknown error for a failure that is not an answer of the API', () => {
    render(<ErrorAlert error={new TypeError('Failed to fetch')} />);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.unknownError);
  });
});
