import { useQueryClient } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useOrderContacts } from '../../api/get-order-contacts';
import { orderKeys } from '../../api/query-keys';
import { OrderContacts } from './order-contacts';

/**
 * The contact persons of a contractor's FULL view, behind 'Pokaż dane kontaktowe': the reveal is
 * the fetch that the order's 'Pobrania kontaktu' counts (spec 7), so the statistic means what it says.
 */
export const RevealedContacts = ({ orderId }: { orderId: number }) => {
  const [shown, setShown] = useState(false);
  const contacts = useOrderContacts(orderId, shown);
  const queryClient = useQueryClient();
  const revealed = !!contacts.data;
  // the card's statistics count this reveal: read them again
  useEffect(() => {
    if (revealed) void queryClient.invalidateQueries({ queryKey: orderKeys.statistics(orderId) });
  }, [revealed, orderId, queryClient]);
  if (contacts.data) return <OrderContacts contacts={contacts.data} />;
  return (
    <section style={{ marginTop: 20 }} data-testid="order-contacts-reveal">
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Osoby kontaktowe
      </Typography.Title>
      {contacts.isError && <ErrorAlert error={contacts.error} style={{ marginBottom: 12 }} />}
      <Button
        onClick={() => (contacts.isError ? void contacts.refetch() : setShown(true))}
        loading={contacts.isFetching}
        data-testid="order-contacts-show"
      >
        Pokaż dane kontaktowe
      </Button>
    </section>
  );
};
