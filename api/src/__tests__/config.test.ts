import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

const PRODUCTION_MAIL = { SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587', MAIL_FROM: 'Clientline <no-reply@clientline.example>' };

describe('loadConfig', () => {
  it('has development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, mongodbUri: undefined, isProduction: false });
    expect(config.dataDir).toBe(path.join(config.repoRoot, '.data'));
  });

  it('treats empty variables as unset and parses the rest', () => {
    const config = loadConfig({ PORT: '', MONGODB_URI: 'mongodb://db:27017/clientline', TRUSTED_ORIGINS: 'http://localhost:8080, http://localhost:8081' });
    expect(config.port).toBe(3000);
    expect(config.mongodbUri).toBe('mongodb://db:27017/clientline');
    expect(config.trustedOrigins).toEqual(['http://localhost:8080', 'http://localhost:8081']);
  });

  it('says which variable is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ MONGODB_URI: 'postgres://x' })).toThrow(/MONGODB_URI must start with mongodb:\/\//);
  });

  it('takes REDIS_URL only as a redis:// or rediss:// address, and leaves it unset by default', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380' }).redisUrl).toBe('rediss://cache.internal:6380');
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must start with redis:\/\/ or rediss:\/\//);
  });

  it('allows 50 registrations per address in 15 minutes unless REGISTRATIONS_PER_ADDRESS says otherwise', () => {
    expect(loadConfig({}).registrationsPerAddress).toBe(50);
    expect(loadConfig({ REGISTRATIONS_PER_ADDRESS: '1000' }).registrationsPerAddress).toBe(1000);
    expect(() => loadConfig({ REGISTRATIONS_PER_ADDRESS: '0' })).toThrow(/REGISTRATIONS_PER_ADDRESS must be at least 1/);
  });

  it('refuses to start in production without a real session secret', () => {
    const publicUrl = { PUBLIC_URL: 'https://clientline.example.com', ...PRODUCTION_MAIL };
    expect(() => loadConfig({ NODE_ENV: 'production', ...publicUrl })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short', ...publicUrl })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(48), ...publicUrl });
    expect(config.isProduction).toBe(true);
  });

  it('refuses to start in production without PUBLIC_URL, and leaves it to the request elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(48), ...PRODUCTION_MAIL })).toThrow(/PUBLIC_URL must be set in production/);
    expect(loadConfig({ NODE_ENV: 'test' }).publicOrigin).toBeNull();
    expect(loadConfig({ PUBLIC_URL: 'https://Clientline.example.com/' }).publicOrigin).toBe('https://clientline.example.com');
  });

  it('takes PUBLIC_URL and TRUSTED_ORIGINS only as http(s) origins without a path', () => {
    const mustBeOrigin = /PUBLIC_URL must be an http\(s\) address without a path/;
    expect(() => loadConfig({ PUBLIC_URL: 'clientline.example.com' })).toThrow(mustBeOrigin);
    expect(() => loadConfig({ PUBLIC_URL: 'https://example.com/clientline' })).toThrow(mustBeOrigin);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://example.com' })).toThrow(mustBeOrigin);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'http://localhost:3101,localhost:3102' })).toThrow(/TRUSTED_ORIGINS must be a comma-separated list/);
  });

  it('refuses to start in production without SMTP_URL and MAIL_FROM, naming both', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(48), PUBLIC_URL: 'https://clientline.example.com' };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL and MAIL_FROM must be set in production/);
    expect(() => loadConfig({ ...production, SMTP_URL: PRODUCTION_MAIL.SMTP_URL })).toThrow(/SMTP_URL and MAIL_FROM/);
    expect(() => loadConfig({ ...production, MAIL_FROM: PRODUCTION_MAIL.MAIL_FROM })).toThrow(/SMTP_URL and MAIL_FROM/);
    expect(loadConfig({ ...production, ...PRODUCTION_MAIL }).mail).toEqual({
      smtpUrl: PRODUCTION_MAIL.SMTP_URL,
      from: { address: 'no-reply@clientline.example', name: 'Clientline' },
      linkOrigin: 'https://clientline.example.com',
      replyDomain: 'clientline.example',
      inboundSmtpPort: null,
      inboundSecret: null,
    });
  });

  it('takes SMTP_URL only as smtp:// or smtps://, MAIL_FROM only as an address, and defaults both outside production', () => {
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com:587' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ MAIL_FROM: 'Clientline <not an address>' })).toThrow(/MAIL_FROM must be an address/);
    expect(loadConfig({ MAIL_FROM: 'no-reply@firm.example' }).mail.from).toEqual({ address: 'no-reply@firm.example', name: '' });
    const development = loadConfig({ PORT: '3100' }).mail;
    expect(development).toEqual({
      smtpUrl: undefined,
      from: { address: 'no-reply@clientline.localhost', name: 'Clientline' },
      linkOrigin: 'http://localhost:3100',
      replyDomain: 'clientline.localhost',
      inboundSmtpPort: null,
      inboundSecret: null,
    });
  });

  it('takes replies at REPLY_DOMAIN, INBOUND_SMTP_PORT and with INBOUND_MAIL_SECRET when set, refusing what cannot work', () => {
    const replies = loadConfig({ REPLY_DOMAIN: 'Reply.Firm.example', INBOUND_SMTP_PORT: '2525', INBOUND_MAIL_SECRET: 's'.repeat(24) }).mail;
    expect(replies).toMatchObject({ replyDomain: 'reply.firm.example', inboundSmtpPort: 2525, inboundSecret: 's'.repeat(24) });
    expect(() => loadConfig({ REPLY_DOMAIN: 'not a domain' })).toThrow(/REPLY_DOMAIN must be a domain/);
    expect(() => loadConfig({ INBOUND_MAIL_SECRET: 'short' })).toThrow(/INBOUND_MAIL_SECRET must be at least 24 characters/);
  });
});
