import { describe, expect, it } from 'vitest';
import { encodeDeviceInfo, isAppleDevice, parseUserAgent, UserAgentInputLimit } from './device-info';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const windowsChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const samsung =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36';
const macEdge =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87';

describe('device info', () => {
  it('reads browser, system and device from common user agents', () => {
    expect(parseUserAgent(iPhone, { width: 390, height: 844 })).toEqual({
      browser: { name: 'Safari', version: '17.4' },
      os: { name: 'iOS', version: '17.4' },
      device: { model: 'iPhone', type: 'mobile', vendor: 'Apple' },
      screen: { width: 390, height: 844 },
    });
    const windows = parseUserAgent(windowsChrome);
    expect(windows.browser).toEqual({ name: 'Chrome', version: '126.0.0.0' });
    expect(windows.os).toEqual({ name: 'Windows', version: '10' });
    expect(windows.device.type).toBe('desktop');
    const android = parseUserAgent(samsung);
    expect(android.browser.name).toBe('Samsung Internet');
    expect(android.os).toEqual({ name: 'Android', version: '14' });
    expect(android.device).toEqual({ model: 'SM-S918B', type: 'mobile', vendor: 'Samsung' });
    expect(parseUserAgent(macEdge).browser.name).toBe('Edge');
  });

  it('reads at most 500 characters of the user agent', () => {
    const padded = `${'x'.repeat(UserAgentInputLimit)} Firefox/120.0`;
    expect(parseUserAgent(padded).browser.name).toBe('Unknown');
  });

  it('sends Apple devices to the App Store', () => {
    expect(isAppleDevice(iPhone)).toBe(true);
    expect(isAppleDevice(macEdge)).toBe(true);
    expect(isAppleDevice(samsung)).toBe(false);
    expect(isAppleDevice(windowsChrome)).toBe(false);
  });

  it('encodes the description as base64 JSON', () => {
    const info = parseUserAgent(iPhone, { width: 1, height: 2 });
    const decoded = JSON.parse(Buffer.from(encodeDeviceInfo(info), 'base64').toString('utf8')) as unknown;
    expect(decoded).toEqual(info);
  });
});
