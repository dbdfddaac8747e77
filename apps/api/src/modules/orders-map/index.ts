/** The orders-map module's face: the module as the app registers it. */
export { ordersMapModule } from './orders-map.module.js';
