import { OrderListScreen } from '../components/list/order-list-screen';

/** /ofertowane-zlecenia: orders my company made an offer on, with the outcome of each (spec 2.1, issue 15). */
export const OfferedOrdersPage = () => <OrderListScreen listType="OFFERED" />;
