import { loadConfig } from '../config';
import { appOrigin, isAllowedOrigin } from '../http/same-origin';

/** Where a request was sent (protocol and Host), as koa reads it. */
const local = { protocol: 'http', host: 'localhost:3000' };
const forged = { protocol: 'http', host: 'forged.example' };
const sentToApp = { protocol: 'https', host: 'clientline.example.com' };

describe('isAllowedOrigin', () => {
  const withoutPublicUrl = loadConfig({ NODE_ENV: 'test', TRUSTED_ORIGINS: 'http://localhost:3101' });
  const withPublicUrl = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://clientline.example.com', TRUSTED_ORIGINS: 'http://localhost:3101' });

  it("takes the request's own origin as the app's when PUBLIC_URL is unset (development and test)", () => {
    expect(appOrigin(withoutPublicUrl, local)).toBe('http://localhost:3000');
    expect(isAllowedOrigin('http://localhost:3000', withoutPublicUrl, local)).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000/dashboard', withoutPublicUrl, local)).toBe(true);
    expect(isAllowedOrigin('https://localhost:3000', withoutPublicUrl, local)).toBe(false);
  });

  it('takes PUBLIC_URL, not the request, when it is set', () => {
    expect(appOrigin(withPublicUrl, forged)).toBe('https://clientline.example.com');
    expect(isAllowedOrigin('https://clientline.example.com:443', withPublicUrl, forged)).toBe(true);
    expect(isAllowedOrigin('http://forged.example', withPublicUrl, forged)).toBe(false);
  });

  it('accepts TRUSTED_ORIGINS entries and nothing that merely looks like the app', () => {
    expect(isAllowedOrigin('http://localhost:3101', withPublicUrl, local)).toBe(true);
    for (const origin of ['null', '', 'clientline.example.com', 'https://clientline.example.com.evil.example', 'https://blog.clientline.example.com', 'file:///etc/passwd']) {
      expect(isAllowedOrigin(origin, withPublicUrl, sentToApp)).toBe(false);
    }
  });
});
