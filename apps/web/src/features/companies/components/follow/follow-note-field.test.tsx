import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { FollowNoteField } from './follow-note-field';

const Harness = () => {
  const [note, setNote] = useState('');
  return <FollowNoteField value={note} onChange={setNote} />;
};

describe('follow note', () => {
  it('counts characters live and caps the note at 1000 with the limit message', () => {
    renderAt(<Harness />);
    const input = screen.getByLabelText('Notatka');
    fireEvent.change(input, { target: { value: 'Dobry wykonawca' } });
    expect(screen.getByTestId('note-counter').textContent).toContain('15 / 1000');
    expect(screen.queryByText('Maksymalna długość notatki to 1000 znaków.')).toBeNull();

    fireEvent.change(input, { target: { value: 'a'.repeat(1005) } });
    expect(screen.getByTestId('note-counter').textContent).toContain('1000 / 1000');
    expect((input as HTMLTextAreaElement).value).toHaveLength(1000);
    expect(screen.getByText('Maksymalna długość notatki to 1000 znaków.')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'krótko' } });
    expect(screen.queryByText('Maksymalna długość notatki to 1000 znaków.')).toBeNull();
  });
});
