/**
 * Every byte of a body or a mail: one reader for the request bodies a route reads itself (JSON, a form, a raw
 * mail) and SMTP data. With `limit`, `limit.tooLarge()` is thrown once more than `limit.bytes` came, before
 * the rest is read.
 */
export async function readAll(stream: AsyncIterable<Buffer | string>, limit?: { bytes: number; tooLarge: () => Error }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (limit && size > limit.bytes) throw limit.tooLarge();
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
