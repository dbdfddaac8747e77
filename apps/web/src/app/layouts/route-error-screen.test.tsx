import { MESSAGES } from '@platform/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { RouteErrorScreen } from './route-error-screen';

const Broken = () => {
  throw new Error('boom');
};

describe('RouteErrorScreen', () => {
  it('a render failure shows the Polish error text with a return button', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', element: <Broken />, ErrorBoundary: RouteErrorScreen }], '/');
    expect(await screen.findByText(MESSAGES.renderError)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wróć do strony głównej' })).toBeTruthy();
  });
});
