/** @jest-environment node */
// Runs the repository's own lint (eslint.config.mjs) on code given as a file of a frontend.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const ESLINT_BIN = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

function featureBoundaryProblems(file: string, code: string): string[] {
  const run = spawnSync(process.execPath, [ESLINT_BIN, '--stdin', '--stdin-filename', file, '--format', 'json'], { cwd: ROOT, input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.filter((message) => message.ruleId === 'clientline/feature-boundaries').map((message) => message.message);
}

jest.setTimeout(30_000);

describe('npm run lint refuses an import from one feature folder into another', () => {
  it('names both features, for an import, an export and a lazy import into another feature', () => {
    const code = [
      "import { a } from '../../documents/components/document-list';",
      "export { b } from '../../documents/lib/rules';",
      "export const page = () => import('../../documents/components/page');",
      'export const c = a;',
    ].join('\n');
    const problems = featureBoundaryProblems('mfe-portal/src/features/project-detail/components/panel.tsx', code);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch("Feature 'project-detail' imports feature 'documents'");
  });

  it('allows a feature its own files, the package’s shared folders and other packages, in the shell too', () => {
    const code = [
      "export { a } from './sibling';",
      "export { b } from '../hooks/use-thing';",
      "export { c } from '../../../components/documents/document-list';",
      "export { d } from '../../../lib/dates';",
      "export { e } from '@clientline/shared-ui';",
      "export { f } from '../../other-feature/thing';",
    ].join('\n');
    expect(featureBoundaryProblems('shell/src/features/one/components/x.tsx', code)).toEqual([
      "Feature 'one' imports feature 'other-feature'. Move what both use to this package's components/, hooks/ or lib/ (or to shared-ui).",
    ]);
  });
});
