import type { ConversationSummary } from '@platform/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderAt, renderRoutes, useDesktopMedia } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { MessagesPage } from '../pages/messages-page';
import { OrderConversations } from './order-conversations';

const thread: ConversationSummary = {
  id: 5,
  orderId: 12,
  company: { id: 7, name: 'Budmax Sp. z o.o.', logo: null },
  latestMessage: null,
  unreadCount: 0,
  deadlines: {
    offerDeadlineFrom: '2026-12-01',
    offerDeadlineTo: '2026-12-15',
    workDeadlineFrom: '2027-01',
    workDeadlineTo: null,
  },
  investment: { id: 1, name: 'Hala w Poznaniu', city: 'Poznań', roadEndCity: null, picture: null },
  scope: 'SERVICE',
  industries: [],
  isCandidate: false,
};

/** The messages area (spec 2.9) and the card's conversations column (spec 2.8). */
describe('messages area', () => {
  beforeEach(() => storage.setTokens({ accessToken: 'a', refreshToken: 'r' }));
  afterEach(() => vi.unstubAllGlobals());

  it("the card's column reads the work front as MM.YYYY", async () => {
    stubApi({
      '/orders/12/conversation/availability': () => ({
        situation: 'CONTACT_PERSON',
        conversationId: null,
        colleagues: [],
        orderIndustries: [],
      }),
      '/conversations/orders/12': () => [thread],
    });
    renderAt(<OrderConversations orderId={12} />);
    expect(await screen.findByText(/front robót 01\.2027/, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('step two names its investment in the breadcrumb; an empty list is not the not-found error', async () => {
    useDesktopMedia();
    stubApi({
      '/conversations/investments/1': () => [
        {
          id: 12,
          status: 'RELEASED',
          industries: [{ id: 401, name: 'Roboty ziemne' }],
          offerDeadlineTo: '2026-12-15',
          conversationsCount: 1,
          unreadCount: 0,
          investment: { id: 1, name: 'Hala w Poznaniu' },
        },
      ],
      '/conversations/orders/12': () => [],
    });
    const { router } = renderRoutes(
      [
        { path: '/wiadomosci/inwestycja/:investmentId', element: <MessagesPage /> },
        { path: '/wiadomosci/zlecenie/:orderId', element: <MessagesPage /> },
      ],
      '/wiadomosci/inwestycja/1',
    );
    const crumbs = await screen.findByRole('navigation');
    expect(await within(crumbs).findByText('Hala w Poznaniu')).toBeTruthy();
    await router.navigate('/wiadomosci/zlecenie/12');
    expect((await screen.findAllByText('Brak rozmów o tym zleceniu')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Nie znaleziono konwersacji')).toBeNull();
  });
});
