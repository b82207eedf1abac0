import fs from 'node:fs';
import path from 'node:path';

/**
 * The api raises an http error one way: `throw new HttpError(status, message)` (api/src/http/errors.ts),
 * from routers, middleware and services alike. Koa's `ctx.throw`/`ctx.assert` would be a second way.
 */
const SRC = path.join(__dirname, '..');
const KOA_THROW = /\bctx\.(throw|assert)\(/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** 'static/frontends.ts:37' for each line of api/src that calls ctx.throw or ctx.assert. */
function koaThrows(files: string[]): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (KOA_THROW.test(line) ? [`${path.relative(SRC, file)}:${index + 1}`] : [])),
  );
}

describe('http errors in api/src', () => {
  it('are thrown as HttpError, never with ctx.throw or ctx.assert', () => {
    expect(koaThrows(sourceFiles(SRC))).toEqual([]);
  });

  it('are read from the source (the check sees every file)', () => {
    expect(sourceFiles(SRC)).toContain(path.join(SRC, 'http', 'errors.ts'));
    expect(KOA_THROW.test("if (!ok) ctx.throw(404, 'Not found');")).toBe(true);
    expect(KOA_THROW.test("ctx.assert(user, 401, 'Please log in');")).toBe(true);
  });
});
