import { screen, within } from '@testing-library/react';
import { aMessage, aUser, json, mockApi, PROJECT_ID, renderWithProviders } from '../../testing';
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
