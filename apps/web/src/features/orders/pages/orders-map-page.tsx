import { OrdersMapScreen } from '../components/map/orders-map-screen';

/** /mapa-zlecen: the order map of Poland (spec 2.10). */
export const OrdersMapPage = () => <OrdersMapScreen />;
