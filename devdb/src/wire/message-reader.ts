import { isValidLength } from './messages';

/** Cuts a TCP byte stream into whole wire-protocol messages. */
export class MessageReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
  }

  /** The next complete message, `undefined` while more bytes are needed, or `'invalid'` for an impossible length. */
  next(): Buffer | 'invalid' | undefined {
    if (this.buffered < 4) return undefined;
    if (this.chunks[0].length < 4) this.chunks = [Buffer.concat(this.chunks)];
    const length = this.chunks[0].readInt32LE(0);
    if (!isValidLength(length)) return 'invalid';
    if (this.buffered < length) return undefined;
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
    const rest = all.subarray(length);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return all.subarray(0, length);
  }
}
