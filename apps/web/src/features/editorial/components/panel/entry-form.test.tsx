import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '@/lib/notify';
import { jsonResponse } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { conferencePartnersPanel, speakersPanel } from '../../lib/resources/conference-resources';
import { EntryForm } from './entry-form';
import { EntryList } from './entry-list';

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

const page = (content: unknown[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 20 });

describe('the generic panel form', () => {
  it('checks with the shared schema, shows the Polish messages and sends nothing', async () => {
    const fetchMock = stubApi({ '/app-config': () => jsonResponse(404, null), '*': () => page([]) });
    renderAt(<EntryForm resource={conferencePartnersPanel} item={null} onSaved={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Strona internetowa'), { target: { value: 'nie adres' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findAllByText('To pole jest wymagane')).toHaveLength(2);
    expect(screen.getByText('Podaj poprawny adres strony (http lub https).')).toBeTruthy();
    expect(toasts.error).toEqual(['Błąd! Uzupełnij formularz poprawnie']);
    expect(fetchMock.mock.calls.filter(([url]) => url.includes('/editorial/'))).toEqual([]);
    expect(screen.getByText('Najwyżej 120 znaków.')).toBeTruthy();
  });

  it('sends the trimmed entry and reports the save', async () => {
    const saved = {
      id: 7,
      name: 'Anna Kowalczyk',
      position: null,
      company: 'Budimex',
      bio: null,
      imageUuid: null,
      imageUrl: null,
    };
    const fetchMock = stubApi({
      '/app-config': () => jsonResponse(404, null),
      '*': () => jsonResponse(201, saved),
    });
    const onSaved = vi.fn();
    renderAt(<EntryForm resource={speakersPanel} item={null} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Imię i nazwisko'), { target: { value: '  Anna   Kowalczyk ' } });
    fireEvent.change(screen.getByLabelText('Firma'), { target: { value: 'Budimex' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    const [url, init] = fetchMock.mock.calls.find(([u]) => u.includes('/editorial/')) ?? [];
    expect(url).toContain('/editorial/conference-speakers');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Anna Kowalczyk',
      position: null,
      company: 'Budimex',
      bio: null,
      image: null,
    });
    expect(toasts.success).toEqual(['Dodano wpis']);
  });
});

describe('the generic panel list', () => {
  it('lists entries and deletes one after confirmation', async () => {
    const speaker = {
      id: 3,
      name: 'Piotr Lis',
      position: 'Radca prawny',
      company: null,
      bio: null,
      imageUuid: null,
      imageUrl: null,
    };
    const fetchMock = stubApi({ 'DELETE *': () => undefined, '*': () => page([speaker]) });
    renderAt(<EntryList resource={speakersPanel} onEdit={() => undefined} />);
    expect(await screen.findByText('Piotr Lis')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/editorial/conference-speakers?page=0');
    fireEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunąć „Piotr Lis”?')).toBeTruthy();
    const confirm = screen.getAllByRole('button', { name: 'Usuń' }).at(-1) as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && url.includes('/conference-speakers/3')),
      ).toBe(true),
    );
    await waitFor(() => expect(toasts.success).toEqual(['Usunięto wpis']));
  });
});
