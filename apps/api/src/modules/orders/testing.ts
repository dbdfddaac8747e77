/** The orders module's test face: factories and helpers other modules' tests use. */
export { markOrdersChanged } from './order-changes.js';
export { findIndustryTitles, findInvestmentRef } from './order-references.queries.js';
export {
  atOrderVersion,
  createOrder,
  expectError,
  type Headers,
  type OrderContext,
  orderContext,
  orderFormBodyOf,
  postOrder,
  readOrder,
  validForm,
} from './order-test-helpers.js';
export { orderSearchText } from './order-values.js';
export { foldedSearchText } from './order-write.queries.js';
