import { createHash, createHmac, pbkdf2Sync } from 'node:crypto';
import { AuthenticationFailed, ScramConversation, deriveScramKeys } from '../auth/scram';

/** The client's half of SCRAM-SHA-256 (RFC 5802), as the driver computes it. */
function clientFinal(clientFirstBare: string, serverFirst: string, password: string): string {
  const fields = Object.fromEntries(serverFirst.split(',').map((part) => [part[0], part.slice(2)]));
  const salted = pbkdf2Sync(password, Buffer.from(fields.s!, 'base64'), Number(fields.i), 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const withoutProof = `c=biws,r=${fields.r}`;
  const signature = createHmac('sha256', storedKey).update(`${clientFirstBare},${serverFirst},${withoutProof}`).digest();
  const proof = Buffer.from(clientKey.map((byte, i) => byte ^ signature[i]!)).toString('base64');
  return `${withoutProof},p=${proof}`;
}

const keys = deriveScramKeys('devdb', 'right password');
const bare = 'n=devdb,r=clientnonce123';

test('a client that knows the password gets the server signature', () => {
  const conversation = new ScramConversation(keys);
  const serverFirst = conversation.start(`n,,${bare}`);
  expect(serverFirst).toMatch(/^r=clientnonce123[^,]+,s=[A-Za-z0-9+/=]+,i=15000$/);
  expect(conversation.finish(clientFinal(bare, serverFirst, 'right password'))).toMatch(/^v=[A-Za-z0-9+/=]+$/);
});

test('a wrong password, another user, a changed nonce or a skipped first step fail', () => {
  const wrong = new ScramConversation(keys);
  const serverFirst = wrong.start(`n,,${bare}`);
  expect(() => wrong.finish(clientFinal(bare, serverFirst, 'guessed'))).toThrow(AuthenticationFailed);

  expect(() => new ScramConversation(keys).start('n,,n=admin,r=clientnonce123')).toThrow(AuthenticationFailed);

  const replayed = new ScramConversation(keys);
  const first = replayed.start(`n,,${bare}`);
  const otherNonce = first.replace(/^r=[^,]+/, 'r=clientnonce123forged');
  expect(() => replayed.finish(clientFinal(bare, otherNonce, 'right password'))).toThrow(AuthenticationFailed);

  expect(() => new ScramConversation(keys).finish('c=biws,r=x,p=AAAA')).toThrow(AuthenticationFailed);
  expect(() => new ScramConversation(keys).start('garbage')).toThrow(AuthenticationFailed);
});
