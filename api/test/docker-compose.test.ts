import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const SECRETS = {
  SESSION_SECRET: 'a-secret-only-for-this-test-0123456789',
  PUBLIC_URL: 'https://clientline.example.com',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
  MAIL_FROM: 'Clientline <no-reply@clientline.example>',
};

// Neither tool can run the stack here; both validate its files. Missing, the test says what to install.
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(command, args, { cwd: repoRoot, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
  if (result.error) throw new Error(`${command} is needed to validate the deployment files: apt-get install ${command} (${result.error.message})`);
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function renderedCompose(env: NodeJS.ProcessEnv = SECRETS): string {
  const result = run('docker-compose', ['config'], env);
  if (result.status !== 0) throw new Error(`docker-compose config failed: ${result.stderr}`);
  return result.stdout;
}

/** The lines of one service in `docker-compose config` output (services are top-level keys indented by 2). */
function service(rendered: string, name: string): string {
  const match = new RegExp(`\\n  ${name}:\\n((?:    .*\\n|      .*\\n)+)`).exec(rendered);
  if (!match) throw new Error(`no service ${name} in:\n${rendered}`);
  return match[1];
}

describe('docker-compose.yml', () => {
  it('runs MongoDB as a one-node replica set the api connects to as such', () => {
    const rendered = renderedCompose();
    expect(service(rendered, 'mongo')).toMatch(/--replSet\n\s+- rs0/);
    expect(service(rendered, 'mongo')).toMatch(/rs\.initiate/);
    expect(rendered).toMatch(/mongo-data:\/data\/db/);
    for (const api of ['api-1', 'api-2']) {
      expect(service(rendered, api)).toMatch(/MONGODB_URI: mongodb:\/\/mongo:27017\/clientline\?replicaSet=rs0/);
    }
  });

  it('runs two api replicas on Redis, with the secret and public address from the environment, behind Caddy', () => {
    const rendered = renderedCompose();
    for (const api of ['api-1', 'api-2']) {
      const lines = service(rendered, api);
      expect(lines).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
      expect(lines).toMatch(/SESSION_SECRET: a-secret-only-for-this-test-0123456789/);
      expect(lines).toMatch(/PUBLIC_URL: https:\/\/clientline\.example\.com/);
      expect(lines).toMatch(/SMTP_URL: smtp:\/\/mailer:secret@smtp\.example\.com:587/);
      expect(lines).toMatch(/MAIL_FROM: Clientline <no-reply@clientline\.example>/);
      expect(lines).toMatch(/TRUST_PROXY: "true"/);
      // The api listens on loopback unless HOST says otherwise: Caddy reaches it from another container.
      expect(lines).toMatch(/HOST: 0\.0\.0\.0/);
      expect(lines).toMatch(/\/api\/ready/);
      expect(lines).not.toMatch(/ports:/); // only Caddy is published; metrics stay on the internal network
    }
    expect(service(rendered, 'caddy')).toMatch(/\/deploy\/Caddyfile:\/etc\/caddy\/Caddyfile:ro/);
    expect(service(rendered, 'caddy')).toMatch(/published: 80\n\s+target: 80/);
  });

  it("runs two replicas of the host's server for the pages, asking the api replicas by their shared name", () => {
    const rendered = renderedCompose();
    for (const web of ['web-1', 'web-2']) {
      const lines = service(rendered, web);
      expect(lines).toMatch(/shell\/server\/main\.ts/);
      expect(lines).toMatch(/API_ORIGIN: http:\/\/api:3000/);
      expect(lines).toMatch(/PUBLIC_URL: https:\/\/clientline\.example\.com/);
      expect(lines).toMatch(/HOST: 0\.0\.0\.0/);
      expect(lines).not.toMatch(/ports:/);
      // The host holds no secret: sessions, mail and the database are the api's.
      expect(lines).not.toMatch(/SESSION_SECRET|SMTP_URL|MONGODB_URI/);
    }
    for (const api of ['api-1', 'api-2']) {
      expect(service(rendered, api)).toMatch(/api\/src\/server\.ts/);
      expect(service(rendered, api)).toMatch(/aliases:\n\s+- api/);
    }
  });

  it('gives every service a health check and a restart policy', () => {
    const rendered = renderedCompose();
    for (const name of ['mongo', 'redis', 'api-1', 'api-2', 'web-1', 'web-2', 'caddy']) {
      expect(service(rendered, name)).toMatch(/healthcheck:/);
      expect(service(rendered, name)).toMatch(/restart: unless-stopped/);
    }
  });

  it('refuses to render without SESSION_SECRET, PUBLIC_URL or SMTP_URL', () => {
    const withoutSecret = run('docker-compose', ['config'], {});
    expect(withoutSecret.status).not.toBe(0);
    expect(withoutSecret.stderr).toMatch(/SESSION_SECRET/);
    const withoutAddress = run('docker-compose', ['config'], { SESSION_SECRET: SECRETS.SESSION_SECRET });
    expect(withoutAddress.status).not.toBe(0);
    expect(withoutAddress.stderr).toMatch(/PUBLIC_URL/);
    const { SMTP_URL: _relay, ...withoutRelay } = SECRETS;
    const withoutMail = run('docker-compose', ['config'], withoutRelay);
    expect(withoutMail.status).not.toBe(0);
    expect(withoutMail.stderr).toMatch(/SMTP_URL/);
  });
});

describe('Dockerfile', () => {
  it('runs listening on every interface of its container, so its published port reaches it', () => {
    const runtime = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8').split(/^FROM /m).at(-1)!;
    expect(runtime).toMatch(/^ENV .*\bHOST=0\.0\.0\.0\b/m);
  });
});

describe('deploy/Caddyfile', () => {
  it('is a valid Caddy configuration balancing both replicas by their readiness', () => {
    const result = run('caddy', ['validate', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], { HOME: process.env.HOME });
    expect(result.stderr + result.stdout).toMatch(/Valid configuration/);
    expect(result.status).toBe(0);
    const adapted = JSON.parse(run('caddy', ['adapt', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile']).stdout) as unknown;
    const text = JSON.stringify(adapted);
    expect(text).toContain('"dial":"api-1:3000"');
    expect(text).toContain('"dial":"api-2:3000"');
    expect(text).toContain('"uri":"/api/ready"');
  });

  it("sends /api and /ws to the api replicas and every other path to the host's servers", () => {
    const adapted = JSON.parse(run('caddy', ['adapt', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile']).stdout) as unknown;
    const text = JSON.stringify(adapted);
    expect(text).toContain('"path":["/api","/api/*","/ws","/ws/*"]');
    expect(text).toContain('"dial":"web-1:3000"');
    expect(text).toContain('"dial":"web-2:3000"');
    expect(text).toContain('"uri":"/mfe-manifest.json"');
  });
});
