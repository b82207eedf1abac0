// `@clientline/shared-ui/chat`: a project's conversation, for the project page and the timeline. Bundled
// into the remotes that show it (not a shared singleton), so it reaches the rest of shared-ui by package name.
// The messages alone, read-only (a shared timeline's), are `@clientline/shared-ui/message-list`: from this
// module they would bring the composer's form code and every zod schema with them (36 KiB gzipped).
export { ChatPanel, type ChatLayout, type ChatPanelProps } from './chat-panel';
