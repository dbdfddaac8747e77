import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '@/testing/factories';
import { renderAt } from '@/testing/render';
import { OrderCardTabs } from './order-card-tabs';

describe('order card attachments', () => {
  it('are listed by the names they were uploaded with, Polish letters and spaces kept', () => {
    const order = buildOrder({
      attachments: [
        {
          uuid: '5b8f4f7e-3c1a-4b5e-9a55-0c2f6a1d2e3f',
          // the storage key's safe name, never shown
          name: 'Przedmiar-robot-szkola.pdf',
          attachmentName: 'Przedmiar robót – szkoła.pdf',
          url: 'http://localhost/api/v2/files/order/Przedmiar-robot-szkola.pdf',
          isActive: true,
          isFromKv1: false,
        },
      ],
    });
    renderAt(<OrderCardTabs order={order} tab="zlecenie" />);
    expect(screen.getByRole('link', { name: 'Przedmiar robót – szkoła.pdf' })).toBeTruthy();
    expect(screen.queryByText('Przedmiar-robot-szkola.pdf')).toBeNull();
  });
});
