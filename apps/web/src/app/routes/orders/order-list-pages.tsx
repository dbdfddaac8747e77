import type { OrderListType } from '@platform/shared';
import { OrderListScreen } from '@/features/orders/components/list/order-list-screen';
import { SaveFilterDialog } from '@/features/saved-filters/components/save-filter-dialog';
import { SavedFiltersDialog } from '@/features/saved-filters/components/saved-filters-dialog';

/** One list screen (spec 2.5) with the saved-filter dialogs its toolbar opens. */
const OrderList = ({ listType }: { listType: Exclude<OrderListType, 'MAP'> }) => (
  <OrderListScreen
    listType={listType}
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

/** /zlecenia: all orders (spec 2.5). */
export const AllOrdersPage = () => <OrderList listType="ALL" />;

/** /moje-zlecenia: my company's orders (spec 2.5). */
export const MyOrdersPage = () => <OrderList listType="MY" />;

/** /ofertowane-zlecenia: orders my company made an offer on, with the outcome of each (spec 2.1). */
export const OfferedOrdersPage = () => <OrderList listType="OFFERED" />;

/** /zaproszenia-do-zlecen: orders my company was invited to (spec 2.1, 2.5), unseen ones marked. */
export const OrderInvitationsPage = () => <OrderList listType="INVITED" />;
