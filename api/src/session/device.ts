/**
 * The browser and system of a User-Agent header, for the sessions list: what a person recognises ("Chrome",
 * "Android"), not the raw header. A small table rather than a parsing library: the list names only the
 * common browsers and systems, and an unknown one is shown as unknown.
 * Order matters: Edge, Samsung Internet and Chrome all name Safari; Edge and Samsung Internet name Chrome;
 * an iPad asking for desktop pages says Macintosh, and Android says Linux.
 */
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|Chromium|CriOS|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(iPhone|iPad).*AppleWebKit\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\bWindows\b/, 'Windows'],
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export interface Device {
  browser: string | null;
  device: string | null;
}

export function describeUserAgent(userAgent: string | null | undefined): Device {
  const header = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(header))?.[1] ?? null,
    device: SYSTEMS.find(([pattern]) => pattern.test(header))?.[1] ?? null,
  };
}
