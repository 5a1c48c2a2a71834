// The system pages' test harness lives with the other test helpers (src/test, where its sample data
// may be Chinese); the page tests that still import it from here reach it through this file.
export * from '../../../test/renderSystemPage';
