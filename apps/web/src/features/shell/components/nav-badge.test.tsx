import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NavBadge } from './nav-badge';

describe('NavBadge', () => {
  it('caps at 99 and shows 99+', () => {
    render(<NavBadge count={150} label="Wiadomości" />);
    expect(screen.getByTestId('nav-badge').textContent).toBe('99+');
  });

  it('shows 99 itself and smaller counts as they are', () => {
    const { rerender } = render(<NavBadge count={99} />);
    expect(screen.getByTestId('nav-badge').textContent).toBe('99');
    rerender(<NavBadge count={7} />);
    expect(screen.getByTestId('nav-badge').textContent).toBe('7');
  });

  it('shows no badge without a count (no made-up numbers)', () => {
    const { container, rerender } = render(<NavBadge count={undefined} />);
    expect(container.innerHTML).toBe('');
    rerender(<NavBadge count={0} />);
    expect(container.innerHTML).toBe('');
  });
});
