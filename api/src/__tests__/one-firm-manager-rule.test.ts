import fs from 'node:fs';
import path from 'node:path';

/**
 * Who runs the firm (its owner, role organization, and its admins) is decided in one place:
 * runsTheFirm / isFirmOwner in actor/actor.ts, and requireFirmManager / requireFirmOwner for routes. A
 * `requireRole('organization')` or a `role === 'organization'` elsewhere would leave admins out of a
 * power docs/api.md gives them, silently.
 */
const SRC = path.join(__dirname, '..');
const OWNER_ONLY_CHECK = /requireRole\('organization'\)|role\s*[!=]==\s*'organization'/;
/** The rule itself; registration (which makes the owner) and the sign-in alert's wording about who to tell. */
const ALLOWED = new Set(['actor/actor.ts', 'auth/service.ts', 'auth/sign-in-alerts.ts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function ownerChecks(files: string[]): string[] {
  return files.flatMap((file) => {
    const relative = path.relative(SRC, file).split(path.sep).join('/');
    if (ALLOWED.has(relative)) return [];
    return fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (OWNER_ONLY_CHECK.test(line) && !line.trim().startsWith('*') ? [`${relative}:${index + 1}`] : []));
  });
}

describe("the firm's powers in api/src", () => {
  it('are checked with runsTheFirm / requireFirmManager (or isFirmOwner / requireFirmOwner), never by comparing the role', () => {
    expect(ownerChecks(sourceFiles(SRC))).toEqual([]);
  });

  it('are read from the source (the check sees every file)', () => {
    expect(sourceFiles(SRC)).toContain(path.join(SRC, 'actor', 'actor.ts'));
    expect(OWNER_ONLY_CHECK.test("router.get('/x', requireRole('organization'), handler)")).toBe(true);
    expect(OWNER_ONLY_CHECK.test("if (actor.role === 'organization') return true;")).toBe(true);
    expect(OWNER_ONLY_CHECK.test("requireRole('organization', 'team_member')")).toBe(false);
  });
});
