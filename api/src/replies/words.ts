/** Said in every mail whose reply is posted in the project's chat (it has a reply address of the person's). */
export const REPLY_LINE = 'Reply to this email to answer: your reply is posted in the project’s chat.';
