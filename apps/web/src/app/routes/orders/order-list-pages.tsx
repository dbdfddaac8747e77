import type { OrderListType } from '@platform/shared';
import { ChangedOrderMark } from '@/features/order-changes/components/changed-order-mark';
import { OrderListScreen } from '@/features/orders/components/list/order-list-screen';
import { SaveFilterDialog } from '@/features/saved-filters/components/save-filter-dialog';
import { SavedFiltersDialog } from '@/features/saved-filters/components/saved-filters-dialog';
import { useCurrentUser } from '@/lib/auth';

/** One list screen (spec 2.5) with the saved-filter dialogs its toolbar opens. */
const OrderList = ({ listType }: { listType: Exclude<OrderListType, 'MAP'> }) => {
  const { user } = useCurrentUser();
  // 'Zmiany w zleceniu' (beyond the spec): a contractor's rows of orders changed since its company acknowledged them
  const marked = !!user?.company?.id && listType !== 'MY';
  return (
    <OrderListScreen
      listType={listType}
      rowMarks={marked ? (order) => <ChangedOrderMark orderId={order.id} enabled /> : undefined}
      savedFilters={({ dialog, filters, onClose, onApply }) => (
        <>
          <SaveFilterDialog open={dialog === 'save'} type={listType} filters={filters} onClose={onClose} />
          <SavedFiltersDialog
            open={dialog === 'saved'}
            type={listType}
            onClose={onClose}
            onApply={(saved) => onApply(saved.filters)}
          />
        </>
      )}
    />
  );
};

/** /zlecenia: all orders (spec 2.5). */
export const AllOrdersPage = () => <OrderList listType="ALL" />;

/** /moje-zlecenia: my company's orders (spec 2.5). */
export const MyOrdersPage = () => <OrderList listType="MY" />;

/** /ofertowane-zlecenia: orders my company made an offer on, with the outcome of each (spec 2.1). */
export const OfferedOrdersPage = () => <OrderList listType="OFFERED" />;

/** /zaproszenia-do-zlecen: orders my company was invited to (spec 2.1, 2.5), unseen ones marked. */
export const OrderInvitationsPage = () => <OrderList listType="INVITED" />;
