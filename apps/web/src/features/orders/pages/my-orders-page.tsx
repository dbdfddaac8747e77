import { OrderListScreen } from '../components/list/order-list-screen';

/** /moje-zlecenia: my company's orders (spec 2.5). */
export const MyOrdersPage = () => <OrderListScreen listType="MY" />;
