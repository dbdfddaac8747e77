/** The companies module's test face: demo companies, valid edit bodies and uploads other tests use. */
export { companySnapshot, currentVersion, validBasicsBody } from './company-edit.test-data.js';
export { demoCompanies, uploadFile } from './company-test-helpers.js';
