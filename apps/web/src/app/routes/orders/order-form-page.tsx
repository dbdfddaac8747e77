import { Spin } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderForm } from '@/features/orders/components/form/order-form';
import { emptyFormValues, valuesFromOrder } from '@/features/orders/lib/order-form-values';
import { InviteSection } from '@/features/recommendations/components/invite-section';
import { useCurrentUser } from '@/lib/auth';

const positive = (value: string | null | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * /nowe-zlecenie (?order= copies an order, ?investment= preselects one) and /edytuj-zlecenie/:orderId.
 * A temporary-access visitor whose order is already approved goes to the order card (spec 2.7).
 * The form composes the recommended companies to invite.
 */
export const OrderFormPage = () => {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  const { key } = useLocation();
  const { kind, user } = useCurrentUser();
  const editId = positive(orderId);
  const copyId = editId ? 0 : positive(search.get('order'));
  const edited = useOrder(editId, true, editId > 0);
  // 'Wczytaj aktualną wersję' after a stale save: the form starts again from the order read now
  const [reloads, setReloads] = useState(0);
  const copied = useOrder(copyId, false, copyId > 0);
  const staff = !!user?.isAdmin && kind !== 'temporary';
  const mode = editId ? 'edit' : 'add';
  const title = editId ? paths.orders.edit.title : paths.orders.add.title;

  if (!user || (editId && !edited.data) || (copyId && !copied.data && !copied.isError)) {
    return <Spin style={{ display: 'block', margin: 64 }} />;
  }
  if (editId && kind === 'temporary' && edited.data?.isApproved) {
    return <Navigate to={paths.orders.view.to(editId)} replace />;
  }
  const order = editId ? (edited.data ?? null) : null;
  const initialValues = order
    ? valuesFromOrder(order, 'edit')
    : copied.data
      ? valuesFromOrder(copied.data, 'copy')
      : emptyFormValues(positive(search.get('investment')) || null);

  return (
    <PageContainer title={title}>
      <div style={{ maxWidth: 900 }} data-testid="order-form">
        <OrderForm
          key={`${mode}-${key}-${reloads}`}
          mode={mode}
          order={order}
          initialValues={initialValues}
          staff={staff}
          inviteSection={(invite) => <InviteSection {...invite} />}
          onReload={async () => {
            await edited.refetch();
            setReloads((n) => n + 1);
          }}
        />
      </div>
    </PageContainer>
  );
};
