import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

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

  it('refuses to start in production without a real session secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(48) });
    expect(config.isProduction).toBe(true);
  });
});
