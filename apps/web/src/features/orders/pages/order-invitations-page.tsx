import { OrderListScreen } from '../components/list/order-list-screen';

/** /zaproszenia-do-zlecen: orders my company was invited to (spec 2.1, 2.5), unseen ones marked. */
export const OrderInvitationsPage = () => <OrderListScreen listType="INVITED" />;
