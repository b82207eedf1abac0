import { act, screen, waitFor, within } from '@testing-library/react';
import { aMessage, aPreviewUser, aUser, json, mockApi, PROJECT_ID, renderWithProviders } from '../../testing';
import { ChatPanel, type ChatPanelProps } from '../chat-panel';

const MESSAGES = `/api/projects/${PROJECT_ID}/messages`;
const ME = aUser({ id: 'user-me', displayName: 'Olivia Owner' });
const FROM_CLIENT = aMessage({ id: 'm-1', content: 'When can we sign?', senderId: 'user-client', sender: { id: 'user-client', displayName: 'Carla Client' } });
const mine = (content: string) => aMessage({ id: `m-${content}`, content, senderId: ME.id, sender: { id: ME.id, displayName: ME.displayName } });

function renderChat(props: Partial<ChatPanelProps> = {}) {
  return renderWithProviders(
    <ChatPanel projectId={PROJECT_ID} user={ME} heading="Messages" empty="No messages yet." loadFailure="Failed to load messages" {...props} />,
  );
}

const messageField = () => screen.getByRole('textbox', { name: 'Message' });
const shownMessages = async () => within(await screen.findByRole('list', { name: 'Messages' })).getAllByRole('listitem');

describe('ChatPanel', () => {
  it("shows the conversation oldest first, signing the viewer's own lines with ownLabel", async () => {
    mockApi({ [`GET ${MESSAGES}`]: () => json([FROM_CLIENT, mine('Next Tuesday')]) });
    renderChat({ ownLabel: 'You' });
    const lines = await shownMessages();
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/Carla Client.*When can we sign\?/),
      expect.stringMatching(/You.*Next Tuesday/),
    ]);
  });

  it('sends the trimmed text on Enter, keeps Shift+Enter as a new line, and clears the field once sent', async () => {
    const api = mockApi({
      [`GET ${MESSAGES}`]: () => json([]),
      [`POST ${MESSAGES}`]: (body) => json(mine((body as { content: string }).content), 201),
    });
    const { user } = renderChat();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.type(messageField(), '  First line{Shift>}{Enter}{/Shift}second line  ');
    expect(messageField()).toHaveValue('  First line\nsecond line  ');
    await user.keyboard('{Enter}');

    expect((await shownMessages())[0]).toHaveTextContent('First line second line');
    expect(api.bodiesSentTo(`POST ${MESSAGES}`)).toEqual([{ content: 'First line\nsecond line' }]);
    expect(messageField()).toHaveValue('');
  });

  it("explains a blank message instead of sending it when explainBlank is set, and names the sender when asked", async () => {
    const api = mockApi({ [`GET ${MESSAGES}`]: () => json([]), [`POST ${MESSAGES}`]: () => json(mine('Hello'), 201) });
    const { user } = renderChat({ explainBlank: true, sendSenderName: true });
    await screen.findByText('No messages yet.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(messageField()).toHaveAccessibleDescription('Message content is required');
    await user.type(messageField(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await shownMessages();
    expect(api.bodiesSentTo(`POST ${MESSAGES}`)).toEqual([{ content: 'Hello', senderName: 'Olivia Owner' }]);
  });

  it("keeps the text after a refusal and says why in an 'Error' toast (a lost session in the spec's words)", async () => {
    mockApi({ [`GET ${MESSAGES}`]: () => json([]), [`POST ${MESSAGES}`]: () => json({ message: 'Unauthorized' }, 401) });
    const { user, store } = renderChat();
    await screen.findByText('No messages yet.');
    await user.type(messageField(), 'Are you there?{Enter}');
    expect(await screen.findByText('You must be logged in to send messages')).toBeInTheDocument();
    expect(store.getState().toast.queue.at(-1)).toMatchObject({ title: 'Error', variant: 'destructive' });
    expect(messageField()).toHaveValue('Are you there?');
  });

  it('offers Try Again when the conversation cannot be loaded', async () => {
    mockApi({ [`GET ${MESSAGES}`]: () => json({ message: 'boom' }, 500) });
    const { user } = renderChat();
    expect(await screen.findByRole('heading', { name: 'Messages could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load messages')).toBeInTheDocument();
    mockApi({ [`GET ${MESSAGES}`]: () => json([FROM_CLIENT]) });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await shownMessages()).toHaveLength(1);
  });
});

describe('ChatPanel, correcting one’s own messages', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const recent = (content: string, fields: Partial<ReturnType<typeof mine>> = {}) => ({ ...mine(content), createdAt: minutesAgo(2), ...fields });
  const MESSAGE = (id: string) => `${MESSAGES}/${id}`;

  it('offers Edit and Delete on one’s own messages of the last 15 minutes only', async () => {
    mockApi({
      [`GET ${MESSAGES}`]: () => json([{ ...FROM_CLIENT, createdAt: minutesAgo(3) }, recent('Old news', { createdAt: minutesAgo(16) }), recent('Fresh news')]),
    });
    renderChat();
    await shownMessages();
    expect(screen.getAllByRole('button', { name: /^Edit your message/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Edit your message: Fresh news',
    ]);
    expect(screen.getAllByRole('button', { name: /^Delete your message/ })).toHaveLength(1);
  });

  it('edits inline: Enter saves and the message shows "edited"; Escape cancels', async () => {
    const api = mockApi({
      [`GET ${MESSAGES}`]: () => json([recent('Meet on Tuesday', { id: 'm-meet' })]),
      [`PATCH ${MESSAGE('m-meet')}`]: (body) => json(recent((body as { content: string }).content, { id: 'm-meet', editedAt: minutesAgo(0) })),
    });
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Edit your message: Meet on Tuesday' }));
    const editor = screen.getByRole('textbox', { name: 'Edit message' });
    expect(editor).toHaveFocus();
    await user.type(editor, ' (not Monday){Escape}');
    expect(screen.queryByRole('textbox', { name: 'Edit message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your message: Meet on Tuesday' })).toHaveFocus();
    expect(api.bodiesSentTo(`PATCH ${MESSAGE('m-meet')}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Edit your message: Meet on Tuesday' }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit message' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit message' }), '  Meet on Wednesday {Enter}');
    expect(await screen.findByText('Meet on Wednesday')).toBeInTheDocument();
    expect(api.bodiesSentTo(`PATCH ${MESSAGE('m-meet')}`)).toEqual([{ content: 'Meet on Wednesday' }]);
    expect((await shownMessages())[0]).toHaveTextContent('edited');
  });

  it('keeps the editor and toasts the api’s reason when the edit is refused', async () => {
    const late = 'A message can only be edited or deleted within 15 minutes of sending it';
    mockApi({ [`GET ${MESSAGES}`]: () => json([recent('Typo')]), [`PATCH ${MESSAGE('m-Typo')}`]: () => json({ message: late }, 409) });
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Edit your message: Typo' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit message' }), '!{Enter}');
    expect(await screen.findByText(late)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Edit message' })).toHaveValue('Typo!');
  });

  it('deletes after a confirmation; everyone then reads "Message deleted"', async () => {
    const api = mockApi({
      [`GET ${MESSAGES}`]: () => json([recent('Wrong file', { id: 'm-wrong' })]),
      [`DELETE ${MESSAGE('m-wrong')}`]: () => json(recent('', { id: 'm-wrong', deletedAt: minutesAgo(0) })),
    });
    const { user } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'Delete your message: Wrong file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your message?' });
    expect(within(dialog).getByText(/"Wrong file" is removed for everyone in this conversation/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(api.bodiesSentTo(`DELETE ${MESSAGE('m-wrong')}`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) your message/ })).not.toBeInTheDocument();
  });

  it('shows others "edited" and "Message deleted" without any controls', async () => {
    mockApi({
      [`GET ${MESSAGES}`]: () =>
        json([
          { ...FROM_CLIENT, createdAt: minutesAgo(3), editedAt: minutesAgo(1) },
          { ...FROM_CLIENT, id: 'm-2', content: '', createdAt: minutesAgo(2), deletedAt: minutesAgo(1) },
        ]),
    });
    renderChat();
    const [edited, deleted] = await shownMessages();
    expect(edited).toHaveTextContent(/Carla Client.*edited.*When can we sign\?/);
    expect(deleted).toHaveTextContent('Message deleted');
    expect(screen.queryByRole('button', { name: /your message/ })).not.toBeInTheDocument();
  });

  describe('the messages shown mark their notifications read', () => {
    const SEEN = 'POST /api/notifications/read';
    const seen = (lastShownMessageId: string) => ({ projectId: PROJECT_ID, type: 'new_message', lastShownMessageId });
    let visibility: DocumentVisibilityState = 'visible';
    beforeAll(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    });
    afterEach(() => {
      visibility = 'visible';
    });
    async function showPage(state: DocumentVisibilityState) {
      visibility = state;
      await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    }

    it('tells the api the newest message on screen, once, and again when a newer one is shown', async () => {
      const api = mockApi({
        [`GET ${MESSAGES}`]: () => json([FROM_CLIENT]),
        [`POST ${MESSAGES}`]: () => json(mine('On it'), 201),
        [SEEN]: () => json({ ok: true, updated: 1 }),
      });
      const { user } = renderChat();
      await shownMessages();
      await waitFor(() => expect(api.bodiesSentTo(SEEN)).toEqual([seen('m-1')]));

      await showPage('visible');
      await user.type(messageField(), 'On it{Enter}');
      expect(await shownMessages()).toHaveLength(2);
      await waitFor(() => expect(api.bodiesSentTo(SEEN)).toEqual([seen('m-1'), seen('m-On it')]));
    });

    it('waits while the page is hidden, and tells when the person looks again', async () => {
      visibility = 'hidden';
      const api = mockApi({ [`GET ${MESSAGES}`]: () => json([FROM_CLIENT]), [SEEN]: () => json({ ok: true, updated: 1 }) });
      renderChat();
      await shownMessages();
      expect(api.bodiesSentTo(SEEN)).toEqual([]);

      await showPage('visible');
      await waitFor(() => expect(api.bodiesSentTo(SEEN)).toEqual([seen('m-1')]));
    });

    it('tells nothing for an empty conversation', async () => {
      const api = mockApi({ [`GET ${MESSAGES}`]: () => json([]), [SEEN]: () => json({ ok: true, updated: 0 }) });
      renderChat();
      await screen.findByText('No messages yet.');
      expect(api.bodiesSentTo(SEEN)).toEqual([]);
    });

    it('tells nothing for a viewer who is not signed in', async () => {
      const api = mockApi({ [`GET ${MESSAGES}`]: () => json([FROM_CLIENT]), [SEEN]: () => json({ ok: true, updated: 0 }) });
      renderChat({ user: null });
      await shownMessages();
      expect(api.bodiesSentTo(SEEN)).toEqual([]);
    });

    it("tells nothing in a firm manager's preview of the person's portal: it is still unread for them", async () => {
      const api = mockApi({ [`GET ${MESSAGES}`]: () => json([FROM_CLIENT]), [SEEN]: () => json({ ok: true, updated: 0 }) });
      renderChat({ user: aPreviewUser({ id: 'user-client', displayName: 'Carla Client' }) });
      await shownMessages();
      expect(api.bodiesSentTo(SEEN)).toEqual([]);
    });
  });
});

describe("ChatPanel in a firm manager's preview of a client person's portal", () => {
  const CARLA = aPreviewUser({ id: 'user-client', displayName: 'Carla Client' });
  const hers = (content: string) => ({ ...FROM_CLIENT, id: `m-${content}`, content, createdAt: new Date(Date.now() - 2 * 60_000).toISOString() });

  it('shows the conversation without the composer, saying why', async () => {
    mockApi({ [`GET ${MESSAGES}`]: () => json([FROM_CLIENT]) });
    renderChat({ user: CARLA, ownLabel: 'You' });
    expect((await shownMessages())[0]).toHaveTextContent(/You.*When can we sign\?/);
    expect(screen.getByText('Messages can’t be sent in a preview.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send a message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('offers no Edit or Delete on the person’s own recent messages', async () => {
    mockApi({ [`GET ${MESSAGES}`]: () => json([hers('Just sent')]) });
    renderChat({ user: CARLA });
    await shownMessages();
    expect(screen.queryByRole('button', { name: /your message/ })).not.toBeInTheDocument();
  });

  it('does not invite a first message into an empty conversation', async () => {
    mockApi({ [`GET ${MESSAGES}`]: () => json([]) });
    renderChat({ user: CARLA, empty: 'No messages yet. Write the first one below.' });
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Write the first one/)).not.toBeInTheDocument();
  });

  it('keeps the composer for the person themselves', async () => {
    mockApi({ [`GET ${MESSAGES}`]: () => json([hers('Just sent')]) });
    renderChat({ user: aUser({ id: 'user-client', role: 'client' }) });
    await shownMessages();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your message: Just sent' })).toBeInTheDocument();
    expect(screen.queryByText('Messages can’t be sent in a preview.')).not.toBeInTheDocument();
  });
});
