import { useCallback } from 'react';
import type { CurrentUser, Message } from '@clientline/contracts';
import { ChatPanel as ProjectChat } from '@clientline/shared-ui/chat';
import { isClient, isPreview } from '@clientline/shared-ui/permissions';
import { markMessagesSeen } from '../../../lib/last-seen-messages';
import { otherSideOf } from '../../../lib/other-side';

/**
 * The project's chat between the firm and its client (`@clientline/shared-ui/chat`, the timeline shows the
 * same one). The Overview's "Messages" link opens the page at #chat; what the user has seen counts as read,
 * except in a preview of a client person's portal, which leaves their unread messages as they were.
 */
export function ChatPanel({ projectId, user }: { projectId: string; user: CurrentUser | null }) {
  const markSeen = useCallback((messages: Message[]) => {
    if (user && !isPreview(user)) markMessagesSeen(user.id, projectId, messages);
  }, [user, projectId]);

  return (
    <ProjectChat
      projectId={projectId}
      user={user}
      heading="Messages"
      anchor="chat"
      empty={`No messages yet. Write the first one below: ${otherSideOf(user !== null && isClient(user))} sees it at once.`}
      loadFailure="Failed to load messages"
      ownLabel="You"
      hint="Enter sends, Shift+Enter adds a line."
      onMessagesShown={markSeen}
    />
  );
}
