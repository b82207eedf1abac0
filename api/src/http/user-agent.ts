import Bowser from 'bowser';
import type { Context } from 'koa';
import { sessionName, type UserSession } from '@clientline/contracts';

/**
 * The longest User-Agent header read: real ones are a few hundred characters. Cut before anything parses
 * or stores it, so no pattern ever runs on a crafted header of many kilobytes.
 */
export const USER_AGENT_MAX_LENGTH = 512;

/** The request's User-Agent header, cut to USER_AGENT_MAX_LENGTH; '' when it has none. */
export function requestUserAgent(ctx: Pick<Context, 'get'>): string {
  return ctx.get('user-agent').slice(0, USER_AGENT_MAX_LENGTH);
}

/** Bowser's names where people know a shorter one; an iPad is told apart by its platform below. */
const BROWSER_NAMES: Record<string, string> = { 'Microsoft Edge': 'Edge', 'Samsung Internet for Android': 'Samsung Internet', Chromium: 'Chrome' };
const SYSTEM_NAMES: Record<string, string> = { 'Chrome OS': 'ChromeOS' };
const KNOWN_BROWSERS = new Set(['Chrome', 'Edge', 'Firefox', 'Opera', 'Safari', 'Samsung Internet']);
const KNOWN_SYSTEMS = new Set(['Windows', 'macOS', 'iOS', 'iPadOS', 'Android', 'ChromeOS', 'Linux']);

/**
 * The browser ('Chrome', 'Edge', 'Firefox', 'Opera', 'Safari', 'Samsung Internet') and system of a User-Agent
 * header, for the sessions list, the audit log and the sign-in alert mail; null where unknown. Parsed by
 * bowser, a kept parser, rather than our own patterns; only the common names are shown.
 */
export function describeUserAgent(userAgent: string | null | undefined): Pick<UserSession, 'browser' | 'device'> {
  const header = (userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH);
  if (!header) return { browser: null, device: null };
  const { browser, os, platform } = Bowser.parse(header);
  const browserName = BROWSER_NAMES[browser.name ?? ''] ?? browser.name ?? '';
  const systemName = os.name === 'iOS' && platform.type === 'tablet' ? 'iPadOS' : (SYSTEM_NAMES[os.name ?? ''] ?? os.name ?? '');
  return {
    browser: KNOWN_BROWSERS.has(browserName) ? browserName : null,
    device: KNOWN_SYSTEMS.has(systemName) ? systemName : null,
  };
}

/** "Chrome on Windows", "Safari" or "iOS" from a User-Agent header; null when neither is recognised. */
export function browserAndSystem(userAgent: string | null | undefined): string | null {
  const described = describeUserAgent(userAgent);
  return described.browser || described.device ? sessionName(described) : null;
}
