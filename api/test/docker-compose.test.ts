import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const hasDockerCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

// Debian's docker-compose (v1) validates the file without a Docker engine; where it is missing, skip.
(hasDockerCompose ? describe : describe.skip)('docker-compose.yml', () => {
  function config(env: NodeJS.ProcessEnv): { status: number | null; stdout: string; stderr: string } {
    const result = spawnSync('docker-compose', ['config'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  it('is valid and wires the api to a healthy mongo with the secret and public address from the environment', () => {
    const rendered = execFileSync('docker-compose', ['config'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, SESSION_SECRET: 'a-secret-only-for-this-test-0123456789', PUBLIC_URL: 'https://clientline.example.com' },
      encoding: 'utf8',
    });
    expect(rendered).toMatch(/image: mongo:7/);
    expect(rendered).toMatch(/condition: service_healthy/);
    expect(rendered).toMatch(/MONGODB_URI: mongodb:\/\/mongo:27017\/clientline/);
    expect(rendered).toMatch(/SESSION_SECRET: a-secret-only-for-this-test-0123456789/);
    expect(rendered).toMatch(/PUBLIC_URL: https:\/\/clientline\.example\.com/);
    expect(rendered).toMatch(/mongo-data:\/data\/db/);
  });

  it('refuses to render without SESSION_SECRET', () => {
    const result = config({});
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/SESSION_SECRET/);
  });

  it('refuses to render without PUBLIC_URL', () => {
    const result = config({ SESSION_SECRET: 'a-secret-only-for-this-test-0123456789' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/PUBLIC_URL/);
  });
});
