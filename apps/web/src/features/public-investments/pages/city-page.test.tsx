import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { CityPage } from './city-page';

describe('a city page', () => {
  beforeEach(useDesktopMedia);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the current investments by stage and value band, sets its title and calls to register', async () => {
    stubApi({
      '/investment-cities/krakow': () => ({
        city: { slug: 'krakow', name: 'Kraków', provinceName: 'małopolskie' },
        total: 1,
        investments: [{ id: 4, name: 'Hala magazynowa', stageName: 'Realizacja', valueBand: '10–50 mln zł' }],
      }),
    });
    renderRoutes([{ path: '/inwestycje/:miasto', element: <CityPage /> }], '/inwestycje/krakow');
    expect(await screen.findByText('Hala magazynowa', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('10–50 mln zł')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Inwestycje budowlane: Kraków' })).toBeTruthy();
    expect(document.title).toContain('Inwestycje budowlane: Kraków');
    expect(screen.getByTestId('register-call')).toBeTruthy();
  });

  it('an unknown city is the not-found page', async () => {
    stubApi({});
    renderRoutes([{ path: '/inwestycje/:miasto', element: <CityPage /> }], '/inwestycje/atlantyda');
    expect(await screen.findByText('Nie znaleziono strony', {}, { timeout: 5000 })).toBeTruthy();
  });
});
