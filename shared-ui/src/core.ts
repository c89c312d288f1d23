/**
 * `@hfl/shared-ui/core`: what the shell's first page needs (the store, the session, the API client, i18n, toasts, the
 * frame's small components). Shared as its own singleton, so the state it holds is one for the shell and every remote;
 * the main entry re-exports it and adds the widgets later pages use (tables, dialogs), off the first page.
 */
export { theme, GlobalStyle, BOTTOM_BAR_HEIGHT_VAR, type Theme } from './theme';
export { AppProviders, type AppProvidersProps } from './app-providers';
export { Button, type ButtonVariant } from './button';
export { Spinner, SpinnerUntil } from './spinner';
export { VisuallyHidden, visuallyHidden } from './visually-hidden';
export { LanguageSwitch } from './language-switch';
export { useNarrowScreen } from './use-narrow-screen';
export {
  toastsReducer,
  toastShown,
  toastDismissed,
  selectToasts,
  TOAST_SHOWN,
  TOAST_DISMISSED,
  type Toast,
  type ToastKind,
  type ToastsState,
} from './toasts/toasts-slice';
export { ToastArea } from './toasts/toast-area';
export {
  sessionReducer,
  sessionLoaded,
  loggedIn,
  loggedOut,
  sessionExpired,
  sessionExpiryShown,
  localeChanged,
  csrfTokenRefreshed,
  selectSession,
  selectUser,
  selectCsrfToken,
  selectIsSuperAdmin,
  selectSessionReady,
  selectSessionExpired,
  initialSessionState,
  SESSION_LOADED,
  LOGGED_IN,
  LOGGED_OUT,
  SESSION_EXPIRED,
  SESSION_EXPIRY_SHOWN,
  LOCALE_CHANGED,
  CSRF_TOKEN_REFRESHED,
  type SessionState,
  type SessionPayload,
  type SessionAction,
  type SessionLoadedAction,
  type LoggedInAction,
  type LocaleChangedAction,
} from './session/session-slice';
export {
  notificationsReducer,
  unreadCountChanged,
  selectUnreadCount,
  initialNotificationsState,
  UNREAD_COUNT_CHANGED,
  type NotificationsState,
  type UnreadCountChangedAction,
} from './notifications/notifications-slice';
export { createInjectableStore, type InjectableStore } from './store/injectable-store';
export { useInjectReducer, useInjectSaga } from './store/injectors';
export { api, configureApi, type ApiConfig, type ListPage } from './api/api-client';
export { sendApiRequest, type ApiRequest } from './api/api-request';
export { ApiError, endedSession } from './api/api-error';
export { takeDataBlock, takeWrittenRead } from './api/written-reads';
export { readAhead, takeReadAhead } from './api/reads-ahead';
export { describeApiError, type ErrorToastText } from './api/describe-api-error';
export {
  useApiGet,
  useApiGetAll,
  useApiGetPage,
  useApiGetTogether,
  type ApiGetFailure,
  type ApiGetOptions,
  type ApiGetState,
} from './api/use-api-get';
export { usePagedApiGet, type PagedApiGetState } from './api/use-paged-api-get';
export { useApiAction, type ApiAction, type ApiActionOptions, type ApiActionResult } from './api/use-api-action';
export { RequireAuth, type AccessDeniedState } from './auth/require-auth';
export { rememberReturnRoute, consumeReturnRoute, peekReturnRoute, type ReturnRouteState } from './auth/return-route';
export { pageHandle } from './registration';
export type {
  RemoteRegistration,
  NavItem,
  NavAudience,
  NamespaceLoaders,
  PageHandle,
  RegistrationResources,
} from './registration';
export { initI18n, addResources, setLanguage, readCookie } from './i18n';
export { PostCard, PostDate, clampThreeLines, headerImageFrame, type PostCardSize } from './post-card';
export { RetryButton } from './retry-button';
