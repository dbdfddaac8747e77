import type { Conversation } from '@platform/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';
import { ConversationView } from './conversation-view';
import { splitLinks } from './message-text';

let fetchMock: ReturnType<typeof stubApi>;
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
  fetchMock = stubApi({ '*': () => undefined });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
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

  it('opens a long thread at its latest message and loads earlier pages above, keeping the reader in place', async () => {
    const heights = new WeakMap<Element, number>();
    const tops = new WeakMap<Element, number>();
    // jsdom lays nothing out: a message is 50 px high, the box shows 400 px
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return heights.get(this) ?? this.querySelectorAll('[data-testid="message"]').length * 50;
    });
    const scrollTop = vi.spyOn(HTMLElement.prototype, 'scrollTop', 'get');
    scrollTop.mockImplementation(function (this: HTMLElement) {
      return tops.get(this) ?? 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollTop', 'set').mockImplementation(function (this: HTMLElement, v: number) {
      tops.set(this, v);
    });
    const message = (id: number) => ({ ...thread().messages[0]!, id, text: `Wiadomość ${id}` });
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
    fetchMock = stubApi({
      'GET /conversations/5': ({ query }) =>
        query.get('before') === '101' ? thread({ messages: range(51, 100), hasOlder: false }) : undefined,
      '*': () => undefined,
    });
    renderAt(<ConversationView conversation={thread({ messages: range(101, 200), hasOlder: true, unreadCount: 0 })} />);
    const list = screen.getByTestId('message-list');
    expect(list.scrollTop).toBe(100 * 50);
    list.scrollTop = 0;
    fireEvent.scroll(list);
    fireEvent.click(screen.getByRole('button', { name: 'Wcześniejsze wiadomości' }));
    await screen.findByText('Wiadomość 51');
    expect(screen.getAllByTestId('message')).toHaveLength(150);
    expect(screen.getAllByTestId('message')[0]?.textContent).toContain('Wiadomość 51');
    // the 50 messages added above push the reader's message down by their height
    expect(list.scrollTop).toBe(50 * 50);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Wcześniejsze wiadomości' })).toBeNull());
  });

  it('cuts text into plain parts and links', () => {
    expect(splitLinks('a https://x.pl b').map((p) => p.link)).toEqual([false, true, false]);
  });
});
