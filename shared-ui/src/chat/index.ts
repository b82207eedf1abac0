// `@clientline/shared-ui/chat`: a project's conversation, for the project page and the timeline. Bundled
// into the remotes that show it (not a shared singleton), so it reaches the rest of shared-ui by package name.
export { ChatPanel, type ChatLayout, type ChatPanelProps } from './chat-panel';
export { MessageList, type ChatLine } from './message-list';
