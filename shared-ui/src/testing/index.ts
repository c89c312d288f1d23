/**
 * `@hfl/shared-ui/testing`: the test harness the shell and every remote share (a local server answering like the
 * BFF, rendering remotes as the shell does, toasts, date fields). Tests only: nothing in the main entry or a build
 * imports it. The jest environment (jsdom-with-fetch.ts), setup (setup-dom.ts) and file stub are named by path in
 * the projects' jest configs. Each remote keeps its own fixtures in its src/testing.
 */
export {
  startApiServer,
  startSagaApiServer,
  pagedReply,
  readMultipart,
  type ApiRoutes,
  type ApiServer,
  type RecordedRequest,
  type Reply,
} from './api-server';
export { renderRemote, createTestI18n, testUsers, TEST_CSRF_TOKEN } from './harness';
export { renderWithProviders } from './render';
export { findToast } from './toasts';
export { onAPhone } from './phone-screen';
export { findDateInput } from './date-field';
export { inlineNamespace } from './inline-namespace';
export { routesWithoutTitle } from './page-titles';
export * from './blog-posts';
export * from './leagues';
export * from './real-season';
