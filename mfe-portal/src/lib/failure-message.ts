import { serverMessageOr } from '@clientline/shared-ui/store';

/** Kept only for the chat panel until it moves onto the shared chat: use `serverMessageOr` from `@clientline/shared-ui/store`. */
export const failureMessage = serverMessageOr;
