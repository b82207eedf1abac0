/**
 * A User-Agent header in words a person recognises ("Chrome on Windows"), for the audit log, the
 * sessions list and the sign-in alert mail: the raw header says little to anyone but a developer.
 * A small table rather than a parsing library: only the common browsers and systems are named, and an
 * unknown one is shown as unknown. Order matters: Edge, Samsung Internet and Chrome all name Safari; Edge
 * and Samsung Internet name Chrome; an iPad names Mac OS X, and Android names Linux.
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|Chromium|CriOS|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(iPhone|iPad).*AppleWebKit\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The browser ('Chrome', 'Edge', 'Firefox', 'Safari', 'Samsung Internet') and system of a User-Agent header; null where unknown. */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string | null; device: string | null } {
  const header = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(header))?.[1] ?? null,
    device: SYSTEMS.find(([pattern]) => pattern.test(header))?.[1] ?? null,
  };
}

/** "Chrome on Windows", "Safari" or "iOS" from a User-Agent header; null when neither is recognised. */
export function browserAndSystem(userAgent: string | null | undefined): string | null {
  const { browser, device } = describeUserAgent(userAgent);
  if (browser && device) return `${browser} on ${device}`;
  return browser ?? device ?? null;
}
