import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The server side of SCRAM-SHA-256 (RFC 5802 / RFC 7677), the way mongod speaks it: the client sends
 * `n,,n=<user>,r=<client nonce>`, the server answers `r=<nonce>,s=<salt>,i=<iterations>`, the client proves
 * it knows the password with `c=biws,r=<nonce>,p=<proof>`, and the server proves it too with `v=<signature>`.
 * Only the derived keys are kept, never the password.
 */
export interface ScramKeys {
  username: string;
  salt: Buffer;
  iterations: number;
  storedKey: Buffer;
  serverKey: Buffer;
}

// The driver refuses fewer than 4096; the keys are derived once per start, so the cost is paid once.
const ITERATIONS = 15_000;

const hmac = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

export function deriveScramKeys(username: string, password: string): ScramKeys {
  const salt = randomBytes(16);
  // The driver SASLpreps the password; NFKC is its main step, and both leave devdb's random ASCII passwords as they are.
  const saltedPassword = pbkdf2Sync(password.normalize('NFKC'), salt, ITERATIONS, 32, 'sha256');
  return {
    username,
    salt,
    iterations: ITERATIONS,
    storedKey: sha256(hmac(saltedPassword, 'Client Key')),
    serverKey: hmac(saltedPassword, 'Server Key'),
  };
}

export class AuthenticationFailed extends Error {}

/** One SCRAM conversation: `start` with the client's first message, `finish` with its final one. */
export class ScramConversation {
  private clientFirstBare = '';
  private serverFirst = '';
  private nonce = '';

  constructor(private readonly keys: ScramKeys) {}

  /** Answers the client-first message (`n,,n=user,r=nonce`) with the server-first message. */
  start(clientFirst: string): string {
    const match = /^n,[^,]*,(n=([^,]*),r=([^,]+).*)$/s.exec(clientFirst);
    if (!match) throw new AuthenticationFailed('malformed SCRAM client-first message');
    const [, bare, escapedUser, clientNonce] = match;
    if (unescapeUsername(escapedUser!) !== this.keys.username) throw new AuthenticationFailed('unknown user');
    this.clientFirstBare = bare!;
    this.nonce = clientNonce! + randomBytes(24).toString('base64');
    this.serverFirst = `r=${this.nonce},s=${this.keys.salt.toString('base64')},i=${this.keys.iterations}`;
    return this.serverFirst;
  }

  /** Checks the client-final message's proof and answers with the server's signature (`v=...`). */
  finish(clientFinal: string): string {
    const match = /^(c=[^,]*,r=([^,]*)),p=([A-Za-z0-9+/=]+)$/.exec(clientFinal);
    if (!this.serverFirst || !match || match[2] !== this.nonce) throw new AuthenticationFailed('malformed SCRAM client-final message');
    const [, withoutProof, , proof] = match;
    const authMessage = `${this.clientFirstBare},${this.serverFirst},${withoutProof}`;
    const clientSignature = hmac(this.keys.storedKey, authMessage);
    const clientProof = Buffer.from(proof!, 'base64');
    if (clientProof.length !== clientSignature.length) throw new AuthenticationFailed('wrong proof');
    const clientKey = Buffer.from(clientProof.map((byte, i) => byte ^ clientSignature[i]!));
    if (!timingSafeEqual(sha256(clientKey), this.keys.storedKey)) throw new AuthenticationFailed('wrong proof');
    return `v=${hmac(this.keys.serverKey, authMessage).toString('base64')}`;
  }
}

function unescapeUsername(escaped: string): string {
  return escaped.replace(/=2C/g, ',').replace(/=3D/g, '=');
}
