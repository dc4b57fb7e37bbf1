import { describe, expect, it } from 'vitest';
import { deviceHint, UNKNOWN_DEVICE } from './device-hint';

const AGENTS: [string, string][] = [
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    'Chrome on Android',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Safari on iPhone',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
    'Edge on Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
    'Firefox on macOS',
  ],
  [
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    'Samsung Internet on Android',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    'Chrome on Linux',
  ],
  ['curl/8.5.0', UNKNOWN_DEVICE],
];

describe('deviceHint', () => {
  it.each(AGENTS)('names %s as %s', (userAgent, hint) => {
    expect(deviceHint(userAgent)).toBe(hint);
  });

  it('keeps no version, build or model detail from the header', () => {
    for (const [userAgent] of AGENTS) expect(deviceHint(userAgent)).toMatch(/^[A-Za-z ]+$/);
    expect(deviceHint(undefined)).toBe(UNKNOWN_DEVICE);
  });
});
