// A short, human name for the device a session was started on ("Chrome on Android"), so he can
// tell his sessions apart. Only this hint is stored: the raw User-Agent header carries version
// and build details that help fingerprint a person, and the IP is never kept at all (issue 20).

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

// iPadOS reports itself as a Mac by default; such a visit reads "Safari on macOS".
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Unknown device';

function first(list: readonly [RegExp, string][], userAgent: string): string | undefined {
  return list.find(([pattern]) => pattern.test(userAgent))?.[1];
}

export function deviceHint(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
