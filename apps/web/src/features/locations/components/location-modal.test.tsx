import type { Location } from '@platform/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '@/lib/notify';
import { jsonResponse } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { LocationModal } from './location-modal';

const location: Location = {
  id: 42,
  name: 'Testowo',
  country: { code: 'PL', name: 'Polska', shorthand: 'POL', gid: 'country:PL' },
  province: { name: 'mazowieckie', shorthand: 'MZ', gid: 'province:7' },
  district: { name: 'pruszkowski', gid: 'district:3' },
  location: { latitude: 52.1, longitude: 20.8 },
};
const toasts: { error: string[]; success: string[] } = { error: [], success: [] };

beforeEach(() => {
  toasts.error = [];
  toasts.success = [];
  setNotifier({ error: (t) => toasts.error.push(t), success: (t) => toasts.success.push(t), info: () => undefined });
});
afterEach(() => {
  setNotifier(null);
  vi.unstubAllGlobals();
});

const save = () => screen.getByRole('button', { name: 'Zapisz' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('location modal', () => {
  it('shows the spec 5 messages of an empty or wrong form and sends nothing', async () => {
    const fetchMock = stubApi({ '*': () => ({ features: [] }) });
    renderAt(<LocationModal location={null} onClose={() => undefined} />);
    expect(screen.getByRole('tab', { name: 'Dodaj lokalizację' })).toBeTruthy();
    type('Szerokość geograficzna', '95');
    type('Długość geograficzna', 'abc');
    fireEvent.click(save());
    expect(await screen.findByText('Proszę podać nazwę lokalizacji')).toBeTruthy();
    expect(screen.getAllByText('To pole jest wymagane').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Szerokość geograficzna musi być między -90 a 90')).toBeTruthy();
    expect(screen.getByText('Nieprawidłowa wartość')).toBeTruthy();
    expect(toasts.error).toEqual(['Błąd! Uzupełnij formularz poprawnie']);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('enables Save only after a change when editing, then sends the trimmed form', async () => {
    const fetchMock = stubApi({
      '/geolocation/autocomplete': () => ({ features: [] }),
      '*': () => ({ ...location, name: 'Testowo Nowe' }),
    });
    const onClose = vi.fn();
    renderAt(<LocationModal location={location} onClose={onClose} />);
    expect(screen.getByRole('tab', { name: 'Edytuj lokalizację' })).toBeTruthy();
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    type('Miasto', '  Testowo   Nowe ');
    expect((save() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toContain('/geolocation/42');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      name: 'Testowo Nowe',
      district: 'pruszkowski',
      provinceId: 7,
      countryCode: 'PL',
      latitude: 52.1,
      longitude: 20.8,
    });
    expect(toasts.success).toEqual(['Lokalizacja została zaktualizowana']);
  });

  it('says a duplicate name as spec 8 does and stays open', async () => {
    stubApi({
      '*': () =>
        jsonResponse(409, {
          status: 409,
          code: 'LOCATION_ALREADY_EXISTS',
          message: 'Lokalizacja o takiej nazwie już istnieje',
        }),
    });
    const onClose = vi.fn();
    renderAt(<LocationModal location={location} onClose={onClose} />);
    type('Szerokość geograficzna', '52,2');
    fireEvent.click(save());
    await waitFor(() => expect(toasts.error).toEqual(['Lokalizacja o takiej nazwie już istnieje']));
    expect(onClose).not.toHaveBeenCalled();
  });
});
