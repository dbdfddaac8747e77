import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOrder } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { OrderCardTabs } from './order-card-tabs';

const base = buildOrder();

const contact = {
  userId: 5,
  companyId: 1,
  name: 'Jan Kowalski',
  firstName: 'Jan',
  lastName: 'Kowalski',
  email: 'jan@example.pl',
  phone: '605 500 600',
  position: null,
  publishPhone: true,
};

const tab = (name: string) => screen.getByRole('tab', { name });

describe('order card views (spec 2.8, 6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('UNAUTHENTICATED: call to register, no quantities, Inwestycja disabled', () => {
    renderAt(
      <OrderCardTabs
        order={{ ...base, viewType: 'UNAUTHENTICATED', industries: [{ industryId: 1, industryName: 'X' }] }}
        tab="zlecenie"
      />,
    );
    expect(screen.getByTestId('register-call')).toBeTruthy();
    expect(screen.queryByText('Ilość')).toBeNull();
    expect(tab('Inwestycja').getAttribute('aria-disabled')).toBe('true');
  });

  it('LIMITED: the notice instead of contacts', () => {
    renderAt(<OrderCardTabs order={{ ...base, viewType: 'LIMITED' }} tab="zlecenie" />);
    expect(screen.getByTestId('limited-notice')).toBeTruthy();
    expect(screen.queryByTestId('order-contacts')).toBeNull();
    expect(screen.getByText('120,5 m2')).toBeTruthy();
  });

  it('FULL: contacts are revealed by the counted call, on the click only', async () => {
    const fetchMock = stubApi({ 'GET /orders/:id/contacts': () => [contact] });
    renderAt(<OrderCardTabs order={base} tab="zlecenie" />);
    expect(screen.queryByText('605 500 600')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('order-contacts-show'));
    expect(await screen.findByText('605 500 600')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/\/orders\/\d+\/contacts$/),
    ]);
  });

  it('EDITOR: contacts shown; Oferty and Zaproszone firmy enabled (disabled under temporary access)', () => {
    const { unmount } = renderAt(
      <OrderCardTabs order={{ ...base, viewType: 'EDITOR', companyContacts: [contact] }} tab="zlecenie" />,
    );
    expect(screen.getByText('605 500 600')).toBeTruthy();
    expect(screen.queryByTestId('order-contacts-show')).toBeNull();
    unmount();
    const full = renderAt(<OrderCardTabs order={base} tab="zlecenie" />);
    expect(screen.queryByRole('tab', { name: 'Oferty' })).toBeNull();
    full.unmount();
    const editor = renderAt(<OrderCardTabs order={{ ...base, viewType: 'EDITOR' }} tab="zlecenie" />);
    expect(tab('Oferty').getAttribute('aria-disabled')).toBe('false');
    expect(tab('Zaproszone firmy').getAttribute('aria-disabled')).toBe('false');
    editor.unmount();
    renderAt(<OrderCardTabs order={{ ...base, viewType: 'EDITOR' }} tab="zlecenie" temporary />);
    expect(tab('Oferty').getAttribute('aria-disabled')).toBe('true');
    expect(tab('Zaproszone firmy').getAttribute('aria-disabled')).toBe('true');
  });

  it('a draft shows no publication date and no empty contacts heading', () => {
    renderAt(
      <OrderCardTabs
        order={{ ...base, viewType: 'EDITOR', status: 'DRAFT', publishAt: '2026-12-01T10:00:00Z', companyContacts: [] }}
        tab="zlecenie"
      />,
    );
    expect(screen.queryByText(/Data publikacji/)).toBeNull();
    expect(screen.queryByText('Osoby kontaktowe')).toBeNull();
  });

  it('Inwestycja tab: the companies go below the details in the card column', () => {
    const investment = {
      id: 2,
      name: 'Budowa osiedla',
      city: 'Wrocław',
      roadEndCity: null,
      picture: null,
      sector: null,
      subsector: null,
      character: 'MIXED' as const,
      type: 'CONSTRUCTION' as const,
      stage: { id: 1, name: 'Wykończenie' },
      value: 115_200_000,
      description: null,
      constructionDescription: null,
      params: [{ label: 'Powierzchnia użytkowa', value: '18 245 m²' }],
      latitude: 51.1,
      longitude: 17.03,
      archived: false,
      companies: [],
    };
    renderAt(<OrderCardTabs order={{ ...base, investment }} tab="inwestycja" />);
    expect(screen.getByTestId('investment-main').className).not.toMatch(/ant-col-lg-16/);
    expect(screen.getByTestId('investment-side').className).not.toMatch(/ant-col-lg-8/);
  });
});
