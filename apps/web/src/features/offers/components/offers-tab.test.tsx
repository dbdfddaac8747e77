import type { CompanyOffers, IndustryOffers, Offer, OffersSummary } from '@platform/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '@/lib/notify';
import { storage } from '@/lib/storage';
import { jsonResponse } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { OffersTab } from './offers-tab';

const offer = (over: Partial<Offer>): Offer => ({
  company: { id: 5, name: 'Elbud Sp. z o.o.', logo: null },
  industry: { id: 401, name: 'Instalacje elektryczne' },
  conversationId: 70,
  isSelected: false,
  isRead: false,
  isRejected: false,
  priceNet: 184_500,
  validUntil: '2030-06-30',
  isLowest: false,
  notes: 0,
  attachments: 2,
  ...over,
});

const industries: IndustryOffers[] = [
  {
    industry: { id: 401, name: 'Instalacje elektryczne' },
    withoutIndication: false,
    offers: [
      offer({}),
      offer({
        company: { id: 6, name: 'Instal-Pol', logo: null },
        conversationId: 71,
        priceNet: 171_900,
        isLowest: true,
        isRead: true,
        isSelected: true,
      }),
    ],
  },
  { industry: { id: 402, name: 'Roboty ziemne' }, withoutIndication: false, offers: [] },
];

const companies: CompanyOffers[] = [
  {
    company: { id: 5, name: 'Elbud Sp. z o.o.', logo: null },
    conversationId: 70,
    isRejected: false,
    offers: [offer({})],
    attachments: [],
    attachmentsCount: 0,
    notes: {
      content: [
        {
          id: 31,
          text: 'Dobre referencje.',
          posted: '2026-11-20T10:00:00.000Z',
          author: { userId: 1, firstName: 'Jan', lastName: 'Kowalski' },
          edits: [],
        },
      ],
      totalElements: 1,
      totalPages: 1,
      page: 0,
      size: 5,
    },
    total: 184_500,
  },
];

const summary = (over: Partial<OffersSummary> = {}): OffersSummary => ({
  progress: 0,
  canSettle: false,
  appreciationsSent: { toWinners: false, toLosers: false },
  status: 'RELEASED',
  settled: false,
  offersCount: 2,
  ...over,
});

const NOT_FOUND = { status: 404, code: 'NOT_FOUND', message: 'Nie znaleziono' };
const COMPANY = '/orders/:orderId/offers/companies/:companyId';

const stubOffers = (state: { summary: OffersSummary }) =>
  stubApi({
    '/orders/:orderId/offers/summary': () => state.summary,
    '/orders/:orderId/offers/industries': () => industries,
    '/orders/:orderId/offers/companies': () => companies,
    [`DELETE ${COMPANY}/notes/31`]: () => undefined,
    [`POST ${COMPANY}/notes`]: () =>
      jsonResponse(400, { status: 400, code: 'VALIDATION_ERROR', message: 'Notatka nie może być pusta.' }),
    [`${COMPANY}/notes`]: () => companies[0]!.notes,
    '/orders/:orderId/offers/industries/:industryId/without-indication': ({ query }) =>
      query.toString().includes('SELECT') ? summary({ progress: 0.5 }) : jsonResponse(404, NOT_FOUND),
    '/orders/:orderId/offers/industries/:industryId/companies/:companyId/selected': () => summary({ progress: 0.5 }),
    [`${COMPANY}/industries/read`]: () => ({ companies, industries: null }),
    '/orders/:orderId/settle': () => summary({ progress: 1, settled: true, status: 'ARCHIVED' }),
    '/offers/:orderId/appreciations': () =>
      jsonResponse(409, {
        status: 409,
        code: 'APPRECIATIONS_ALREADY_SENT',
        message: 'Podziękowania dla tej grupy zostały już wysłane.',
      }),
  });

const render = () => {
  storage.setTokens({ accessToken: 'a', refreshToken: 'r' });
  return renderAt(<OffersTab orderId={12} />);
};

describe('tab Oferty', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('compares by industry: prices, the lowest marked, unread in bold, and chooses an offer', async () => {
    const fetchMock = stubOffers({ summary: summary() });
    render();
    const rows = await screen.findAllByTestId('offer-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('offer-company').style.fontWeight).toBe('700');
    expect(within(rows[1]!).getByTestId('lowest-price')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('offer-price').textContent).toMatch(/184\s500,00 zł netto/);
    expect(screen.getByText('Brak ofert w tej branży.')).toBeTruthy();
    fireEvent.click(within(rows[0]!).getByTestId('choose-offer'));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/companies/5/selected?decision=SELECT'))).toBe(
        true,
      ),
    );
  });

  it('keeps Zamknij zlecenie disabled below progress 1 and shows Zlecenie zamknięte once settled', async () => {
    const state = { summary: summary() };
    stubOffers(state);
    const view = render();
    const settle = await screen.findByTestId('settle-order');
    expect(settle.hasAttribute('disabled')).toBe(true);
    view.unmount();
    state.summary = summary({ progress: 1, settled: true, status: 'ARCHIVED' });
    render();
    expect((await screen.findByTestId('order-settled')).textContent).toBe('Zlecenie zamknięte');
  });

  it('at progress 1 settles through the close-order modal, then offers the thanks', async () => {
    const fetchMock = stubOffers({ summary: summary({ progress: 1, canSettle: true }) });
    render();
    fireEvent.click(await screen.findByTestId('settle-order'));
    expect(await screen.findByText(/trafi do archiwum z adnotacją/)).toBeTruthy();
    fireEvent.click(document.getElementById('settle-confirm')!);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/orders/12/settle') && init?.method === 'PUT'),
      ).toBe(true),
    );
    expect(await screen.findByText('Firmom wybranym')).toBeTruthy();
  });

  it('at progress 1 on an order that cannot be settled opens the thanks dialog instead (spec 4)', async () => {
    const fetchMock = stubOffers({ summary: summary({ progress: 1, canSettle: false, status: 'ARCHIVED' }) });
    render();
    const close = await screen.findByTestId('settle-order');
    expect(close.hasAttribute('disabled')).toBe(false);
    fireEvent.click(close);
    expect(await screen.findByText('Firmom wybranym')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/settle'))).toBe(false);
  });

  it("names a failed thanks with the spec's message and the server's reason", async () => {
    const notifier = { error: vi.fn(), success: vi.fn(), info: vi.fn() };
    setNotifier(notifier);
    stubOffers({ summary: summary({ progress: 0.5 }) });
    render();
    fireEvent.click(await screen.findByTestId('open-thanks'));
    fireEvent.click(document.getElementById('thanks-send')!);
    await waitFor(() =>
      expect(notifier.error).toHaveBeenCalledWith(
        'Nie udało się wysłać podziękowań. Podziękowania dla tej grupy zostały już wysłane.',
      ),
    );
    setNotifier(null);
  });

  it('compares by company with a total and refuses an empty note with the spec message', async () => {
    stubOffers({ summary: summary() });
    render();
    await screen.findAllByTestId('offer-row');
    fireEvent.click(screen.getByText('według firm'));
    expect((await screen.findByTestId('company-total')).textContent).toMatch(/Razem: 184\s500,00 zł netto/);
    fireEvent.click(screen.getByTestId('company-name'));
    const save = await screen.findByTestId('note-save');
    fireEvent.click(save);
    expect(await screen.findByText('Notatka nie może być pusta.')).toBeTruthy();
  });

  it("shows a company's notes from the list and deletes one after asking", async () => {
    const fetchMock = stubOffers({ summary: summary() });
    render();
    await screen.findAllByTestId('offer-row');
    fireEvent.click(screen.getByText('według firm'));
    fireEvent.click(await screen.findByTestId('company-name'));
    expect(await screen.findByText('Dobre referencje.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('note-delete'));
    await screen.findByText('Usunąć notatkę?');
    fireEvent.click(document.querySelector<HTMLElement>('.ant-popconfirm .ant-btn-primary')!);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/orders/12/offers/companies/5/notes/31') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('opens the thanks dialog with both sides and the optional price band', async () => {
    stubOffers({ summary: summary({ progress: 0.5 }) });
    render();
    fireEvent.click(await screen.findByTestId('open-thanks'));
    expect(await screen.findByText('Firmom wybranym')).toBeTruthy();
    expect(screen.getByText('Podaj, w jakim przedziale była ich cena względem wybranej oferty')).toBeTruthy();
  });

  it('keeps the thanks closed before any decision, and a side already thanked unticked', async () => {
    const state = { summary: summary() };
    stubOffers(state);
    const view = render();
    expect((await screen.findByTestId('open-thanks')).hasAttribute('disabled')).toBe(true);
    view.unmount();
    state.summary = summary({ progress: 0.5, appreciationsSent: { toWinners: true, toLosers: false } });
    render();
    fireEvent.click(await screen.findByTestId('open-thanks'));
    const winners = (await screen.findByText('Firmom wybranym (wysłano)')).closest('label')!;
    expect(winners.querySelector('input')!.disabled).toBe(true);
  });

  it('says why the thanks button is disabled once both sides were thanked', async () => {
    stubOffers({ summary: summary({ progress: 1, appreciationsSent: { toWinners: true, toLosers: true } }) });
    render();
    const button = await screen.findByTestId('open-thanks');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).toBe('Podziękowania wysłane');
    fireEvent.mouseEnter(screen.getByTestId('open-thanks-hint'));
    expect(await screen.findByText('Podziękowania zostały już wysłane wybranym i pozostałym firmom.')).toBeTruthy();
  });
});
