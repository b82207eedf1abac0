import { aMessage } from '../../testing/fixtures';
import { countUnread, markMessagesSeen } from '../last-seen-messages';

const ME = 'me';
const fromFirm = (id: string, createdAt: string) => aMessage({ id, createdAt, senderId: 'firm', sender: { id: 'firm', displayName: 'Jane Smith' } });
const fromMe = (id: string, createdAt: string) => aMessage({ id, createdAt, senderId: ME, sender: { id: ME, displayName: 'Ann Client' } });

describe('unread chat messages', () => {
  beforeEach(() => window.localStorage.clear());

  it("counts the other side's messages, never the user's own", () => {
    const messages = [fromFirm('a', '2030-01-01T10:00:00.000Z'), fromMe('b', '2030-01-01T10:05:00.000Z'), fromFirm('c', '2030-01-01T10:10:00.000Z')];
    expect(countUnread(ME, 'p1', messages)).toBe(2);
  });

  it('counts only what arrived after the newest message the user saw, per project', () => {
    const seen = [fromFirm('a', '2030-01-01T10:00:00.000Z'), fromMe('b', '2030-01-01T10:05:00.000Z')];
    markMessagesSeen(ME, 'p1', seen);
    const later = [...seen, fromFirm('c', '2030-01-01T11:00:00.000Z')];
    expect(countUnread(ME, 'p1', later)).toBe(1);
    expect(countUnread(ME, 'p2', later)).toBe(2);
    expect(countUnread('someone-else', 'p1', later)).toBe(3);
  });
});
