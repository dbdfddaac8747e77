import type { Recommendation } from '@platform/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyFormValues, type OrderFormValues } from '@/features/orders/lib/order-form-values';
import { InviteSection } from '@/features/recommendations/components/invite-section';
import { renderAt } from '@/testing/render';
import { stubApi } from '@/testing/stub-api';

const recommendation = (id: number, name: string): Recommendation => ({
  id,
  company: {
    id,
    name,
    logo: null,
    nip: null,
    contact: { companyEmail: { values: [] }, recommendationEmail: { values: [] } },
  },
  companyIsFollowed: false,
  companyWorks: [],
  why: {
    industries: [{ id: 401, name: 'Roboty ziemne' }],
    seatKm: 12,
    nearestWorkKm: 3,
    nearWorksCount: 2,
    nearKm: 75,
    worksCount: 2,
    worksValue: 5_000_000,
  },
});

/** The section inside a form, with a button that reports the form's values as the submit reads them. */
const Harness = ({
  values,
  onValues,
}: {
  values: Partial<OrderFormValues>;
  onValues: (v: OrderFormValues) => void;
}) => {
  const [form] = Form.useForm<OrderFormValues>();
  return (
    <Form form={form} initialValues={{ ...emptyFormValues(), ...values }}>
      <InviteSection mode="add" orderId={null} />
      <Button onClick={() => onValues(form.getFieldsValue(true))}>Sprawdź</Button>
    </Form>
  );
};

describe("the order form's invite part", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for an investment and industries before it recommends', () => {
    renderAt(<Harness values={{ investmentId: 5 }} onValues={() => {}} />);
    expect(screen.getByRole('button', { name: 'Zaproś polecane firmy' }).hasAttribute('disabled')).toBe(true);
  });

  it("asks for recommendations by the form's investment and industries and keeps the chosen ones for the save", {
    timeout: 30_000,
  }, async () => {
    const fetchMock = stubApi({
      '*': () => ({
        content: [recommendation(11, 'Dachy Kowalski'), recommendation(12, 'Ziembud')],
        totalElements: 2,
        totalPages: 1,
        page: 0,
        size: 30,
      }),
    });
    let seen: OrderFormValues | null = null;
    renderAt(<Harness values={{ investmentId: 5, industryIds: [401] }} onValues={(v) => (seen = v)} />);
    const invite = screen.getByRole('button', { name: 'Zaproś polecane firmy' });
    await waitFor(() => expect(invite.hasAttribute('disabled')).toBe(false));
    fireEvent.click(invite);
    fireEvent.click(await screen.findByLabelText('Zaproś Dachy Kowalski'));
    fireEvent.click(screen.getByLabelText('Zaproś Ziembud'));
    fireEvent.click(screen.getByRole('button', { name: 'Zaproś (2)' }));
    // the recommendations' call (the subsector picker asks for the sectors too)
    const url = fetchMock.mock.calls
      .map(([called]) => new URL(String(called), 'http://localhost'))
      .find((u) => /\/recommendations$/.test(u.pathname))!;
    expect(url).toBeDefined();
    expect(url.searchParams.get('investmentId')).toBe('5');
    expect(url.searchParams.get('industryIds')).toBe('401');
    await waitFor(() => expect(screen.getByTestId('chosen-companies').textContent).toContain('Wybrane firmy (2/30)'));
    fireEvent.click(screen.getByLabelText('Usuń Ziembud'));
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(seen!.nominatedCompanyIds).toEqual([11]);
  });
});
