/** The test-data module's face: the module, which app.ts registers only with TEST_DATA_API. */
export { testDataModule } from './test-data.module.js';
