// Public surface of @conf/shared, the federation singleton every app imports from.
// Stylesheets first: CSS is emitted in import order, so react-vant's whole kit (loaded here once for every
// app), then the app frame, then every module's own styles, each later rule winning over the kit's.
import 'react-vant/lib/index.css';
import './app/base.css';
export { http, call, loadHttpClient, CALL_TIMEOUT_MS, type CallOptions, type Envelope } from './http/request';
export { altFetch, ALT_TIMEOUT_MS, type AltOptions } from './http/altClient';
export { ApiError, errorMessage, isRefusal, DEFAULT_ERROR_MESSAGE } from './http/errors';
export { tokenStorage, TOKEN_LIFETIME_SECONDS } from './http/token';
export { newIdempotencyKey, createSubmitKey, IDEMPOTENCY_HEADER } from './http/idempotency';
export { apiBase, uploadBase } from './http/endpoints';
export { dropEmpty, toFormBody, toMultipart, type Params } from './http/params';
export { navigateTo, setNavigator, loginPath, LOGIN_PATH } from './navigation/navigator';
export { sessionStore, SessionStore, AUTH_POPUP_FLAG, type User } from './stores/session';
export { configStore, ConfigStore, type SiteConfig } from './stores/config';
export { hexToRgb, DEFAULT_THEME_COLOR } from './stores/color';
export { loadingStore, LoadingStore } from './stores/loading';
export { pcParamStore, PcParamStore, withPc, pcExempt } from './stores/pcParam';
export { searchHistoryStore, SearchHistoryStore, type HistoryKind } from './stores/searchHistory';
export { unreadStore, UnreadStore } from './stores/unread';
export { PagedList, type PageData, type PageFetcher } from './stores/pagedList';
export { Loadable } from './stores/loadable';
export {
  resolveLinkEntry,
  webPathFromMiniProgram,
  fixedKind,
  miniProgramPage,
  MINI_PROGRAM_ONLY,
  type LinkEntry,
  type LinkAction,
} from './link/resolveLinkEntry';
export { openLinkEntry } from './link/openLinkEntry';
export { confirmLogin } from './ui/loginDialog';
export { toast, type ToastMessage } from './ui/toast';
export { dialog, type DialogOptions } from './ui/dialog';
export { useOnDemand, ON_DEMAND_FAILED, fetchedPart, useFetchedPart, type FetchedPart } from './ui/onDemand';
export { copyText, COPIED_FLAG_MS } from './ui/copyText';
export { ErrorPage, NotFoundPage, type ErrorPageProps } from './ui/ErrorPage';
export { ErrorBoundary } from './ui/ErrorBoundary';
export { lazyPage } from './ui/lazyPage';
export { lazyLoginPage } from './ui/lazyLoginPage';
export { reloadOnceFor, RELOAD_GUARD_MS } from './ui/reloadGuard';
export { AsyncContent, LoadingSkeleton, EmptyState, ErrorState } from './ui/PageStatus';
export { PageLayout } from './ui/PageLayout';
export { PageDescription, usePageDescription } from './ui/useDocumentTitle';
export { FixedBar, FIXED_BAR_CLASS } from './ui/FixedBar';
export { Carousel } from './ui/Carousel';
export { Tabs, type TabsProps, type TabPaneProps } from './ui/Tabs';
export { PagedListView } from './ui/PagedListView';
export { RequireLogin } from './ui/RequireLogin';
export { BuildBadge } from './ui/BuildBadge';
export { AppFrame } from './app/AppFrame';
export { formatTime, formatDateRange, dayjs, TIME_ZONE } from './app/dates';
export { formatMoney } from './app/money';
export { rootFontSize, bodyFontSize, installLayoutSizing } from './app/layoutSizing';
export { applyTheme } from './app/theme';
export { renderStandalone } from './app/standalone';
export { EmptyImage, type EmptyKind } from './ui/EmptyImage';
export { ROUTER_FUTURE } from './app/routerFuture';
export { safeTarget } from '@conf/contract';
export { useBack } from './navigation/useBack';
export { parentPath } from './navigation/parentPath';
export { useScrollRestore } from './navigation/useScrollRestore';
export * from './navigation/router';
export { inWechatBrowser, inMiniProgram } from './wechat/env';
export { loadJssdk, JSSDK_URL, type Wx } from './wechat/jssdk';
export { useWechatShare, type ShareCard } from './wechat/useWechatShare';
