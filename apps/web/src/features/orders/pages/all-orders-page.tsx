import { OrderListScreen } from '../components/list/order-list-screen';

/** /zlecenia: all orders (spec 2.5). */
export const AllOrdersPage = () => <OrderListScreen listType="ALL" />;
