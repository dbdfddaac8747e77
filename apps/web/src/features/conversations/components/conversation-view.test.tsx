import type { Conversation } from '@platform/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { ConversationView } from './conversation-view';
import { splitLinks } from './message-text';

const fetchMock = vi.fn<typeof fetch>();
const company = { id: 7, name: 'Budmax Sp. z o.o.', logo: null };
const thread = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 5,
  orderId: 12,
  company,
  requesterCompany: { id: 3, name: 'Inwestor SA', logo: null },
  latestMessage: null,
  unreadCount: 2,
  deadlines: { offerDeadlineFrom: null, offerDeadlineTo: null, workDeadlineFrom: null, workDeadlineTo: null },
  investment: { id: 1, name: 'Hala', city: 'Poznań', roadEndCity: null, picture: null },
  scope: 'SERVICE',
  industries: [],
  isCandidate: false,
  orderStatus: 'RELEASED',
  orderIndustries: [],
  participants: [],
  messages: [
    {
      id: 1,
      text: 'Oferta na www.budmax.pl <script>alert(1)</script>',
      sent: new Date().toISOString(),
      from: { userId: 2, userFirstName: 'Anna', userLastName: 'Nowak', position: 'kosztorysant', colleague: false },
      attachments: [],
    },
  ],
  hasOlder: false,
  canWrite: true,
  side: 'REQUESTER',
  ...overrides,
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('a conversation', () => {
  it('shows the message as text with its link clickable and nothing executable', () => {
    renderAt(<ConversationView conversation={thread()} />);
    const link = screen.getByRole('link', { name: 'www.budmax.pl' });
    expect(link.getAttribute('href')).toBe('https://www.budmax.pl');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Dzisiaj')).toBeTruthy();
  });

  it('marks a thread showing unread as read after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt(<ConversationView conversation={thread()} />);
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/conversations/5/read'))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/conversations/5/read'))).toBe(true);
  });

  it('disables the composer under the archived band', () => {
    renderAt(<ConversationView conversation={thread({ orderStatus: 'ARCHIVED', canWrite: false, unreadCount: 0 })} />);
    expect(screen.getByTestId('archived-band')).toBeTruthy();
    expect((screen.getByLabelText('Treść wiadomości') as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('cuts text into plain parts and links', () => {
    expect(splitLinks('a https://x.pl b').map((p) => p.link)).toEqual([false, true, false]);
  });
});
