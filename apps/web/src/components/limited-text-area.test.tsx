import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LimitedTextArea } from './limited-text-area';

const TOO_LONG = 'Wiadomość może mieć najwyżej 10000 znaków.';

const Field = ({ initial = '' }: { initial?: string }) => {
  const [value, setValue] = useState(initial);
  return (
    <LimitedTextArea
      id="msg"
      aria-label="Treść"
      value={value}
      onChange={setValue}
      max={10_000}
      tooLongMessage={TOO_LONG}
    />
  );
};
const area = () => screen.getByLabelText('Treść') as HTMLTextAreaElement;
const paste = (text: string) => fireEvent.change(area(), { target: { value: text } });

describe('a text with a limit', () => {
  it('shows no counter far from the limit', () => {
    render(<Field />);
    paste('a'.repeat(8_000));
    expect(screen.queryByTestId('text-counter')).toBeNull();
  });

  it('shows the counter near the limit', () => {
    render(<Field />);
    paste('a'.repeat(9_500));
    // every thousand grouped, 4-digit numbers too (the platform's one number format)
    expect(screen.getByTestId('text-counter').textContent).toBe('9\u00a0500 / 10\u00a0000');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a pasted text past the limit whole and says why it cannot be sent', () => {
    render(<Field />);
    paste('a'.repeat(10_001));
    expect(area().value).toHaveLength(10_001);
    expect(area().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(TOO_LONG);
  });
});
