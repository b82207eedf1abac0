// Kept only for the chat's message list until it moves onto the shared chat: use `@clientline/shared-ui/dates`.
export { formatMessageTime, formatMomentDay, isSameLocalDay } from '@clientline/shared-ui/dates';
