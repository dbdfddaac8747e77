import type { ConversationSummary } from '@platform/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { ConversationDetails } from './conversation-details';

const summary = (isCandidate: boolean): ConversationSummary => ({
  id: 5,
  orderId: 12,
  company: { id: 7, name: 'Budmax Sp. z o.o.', logo: null },
  latestMessage: null,
  unreadCount: 0,
  deadlines: {
    offerDeadlineFrom: '2026-12-01',
    offerDeadlineTo: '2026-12-15',
    workDeadlineFrom: '2027-03',
    workDeadlineTo: null,
  },
  investment: { id: 1, name: 'Hala', city: 'Poznań', roadEndCity: null, picture: null },
  scope: 'SERVICE',
  industries: [{ id: 401, name: 'Roboty ziemne' }],
  isCandidate,
});

describe('the right column of a conversation', () => {
  it('marks a company invited to the order', () => {
    renderAt(<ConversationDetails summary={summary(true)} />);
    expect(screen.getByTestId('candidate-tag').textContent).toBe('Zaproszona');
    expect(screen.getByText('01.12.2026 – 15.12.2026')).toBeTruthy();
  });

  it('shows a contractor the requester, not its own company, and not its own invitation mark', () => {
    renderAt(
      <ConversationDetails
        summary={{
          ...summary(true),
          side: 'CONTRACTOR',
          requesterCompany: { id: 3, name: 'Przedsiębiorstwo Budowlane Inwestprojekt', logo: null },
        }}
      />,
    );
    expect(screen.getByTestId('conversation-details-company').textContent).toBe(
      'Przedsiębiorstwo Budowlane Inwestprojekt',
    );
    expect(screen.queryByText('Budmax Sp. z o.o.')).toBeNull();
    expect(screen.queryByTestId('candidate-tag')).toBeNull();
  });

  it('reads the work front as MM.YYYY', () => {
    renderAt(<ConversationDetails summary={summary(false)} />);
    expect(screen.getByText('03.2027 – –')).toBeTruthy();
  });

  it('shows no mark for a company that found the order itself', () => {
    renderAt(<ConversationDetails summary={summary(false)} />);
    expect(screen.queryByTestId('candidate-tag')).toBeNull();
  });
});
