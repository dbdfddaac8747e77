/** The attachments module's test face: uploads other modules' tests make. */
export { acquire, pdf, png, put, withQuery } from './test-helpers.js';
