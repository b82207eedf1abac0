export { baseApi, TAG_TYPES, LIST_TAG_ID } from './base-api';
export {
  projectTag,
  PROJECT_LIST_TAG,
  DERIVED_FROM_PROJECTS,
  projectDocumentsTag,
  DOCUMENT_LIST_TAG,
  projectDocumentRequestsTag,
  DOCUMENT_REQUEST_LIST_TAG,
  documentTagsOf,
} from './cache-tags';
export { onPushedEvents, writePushed, writePushedEvent, type PushedEventWrites } from './pushed-events';
export type { BaseQuery } from './base-query';
export { firstScreenReceived, type FirstScreenState } from './first-screen';
export { apiFieldError, isApiError, serverMessageOr, type ApiError } from './api-error';
export { identityCheckSettled, useIdentityCheckAsked } from './reauthentication';
export {
  sessionSlice,
  signedIn,
  signedOut,
  currentUserReceived,
  selectCurrentUser,
  type SessionState,
} from './session-slice';
export {
  toastSlice,
  toastShown,
  toastDismissed,
  selectVisibleToast,
  DEFAULT_TOAST_DURATION_MS,
  type Toast,
  type ToastInput,
  type ToastState,
  type ToastVariant,
} from './toast-slice';
export {
  rootReducer,
  createStoreOptions,
  createAppStore,
  type LazyLoadedSlices,
  type RootState,
  type AppDispatch,
} from './root-reducer';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { getSocket, disconnectSocket, reconnectSocket, useSocketEvent } from './socket';
export type { AuthResult, CurrentUser, LoginRequest, RegisterRequest, UserRole } from './types';
