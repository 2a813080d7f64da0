/** The device description the user-context call sends as geo data (spec §3 "Device info"). */
export interface DeviceInfo {
  browser: { name: string; version: string };
  os: { name: string; version: string };
  device: { model: string; type: 'mobile' | 'tablet' | 'desktop'; vendor: string };
  screen: { width: number; height: number };
}

/** User agents are attacker-controlled text; parsing is limited to this many characters (spec §9). */
export const UserAgentInputLimit = 500;

function match(text: string, pattern: RegExp): string | undefined {
  return pattern.exec(text)?.[1];
}

function parseBrowser(ua: string): DeviceInfo['browser'] {
  const rules: Array<[string, RegExp]> = [
    ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
    ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
    ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
    ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ];
  for (const [name, pattern] of rules) {
    const version = match(ua, pattern);
    if (version) return { name, version };
  }
  return { name: 'Unknown', version: '' };
}

function parseOs(ua: string): DeviceInfo['os'] {
  const windows = match(ua, /Windows NT ([\d.]+)/);
  if (windows) return { name: 'Windows', version: windows === '10.0' ? '10' : windows };
  const ios = match(ua, /(?:iPhone|iPad|iPod)[^)]*? OS ([\d_]+)/);
  if (ios) return { name: 'iOS', version: ios.replace(/_/g, '.') };
  const android = match(ua, /Android ([\d.]+)/);
  if (android) return { name: 'Android', version: android };
  const mac = match(ua, /Mac OS X ([\d_.]+)/);
  if (mac) return { name: 'macOS', version: mac.replace(/_/g, '.') };
  if (/CrOS/.test(ua)) return { name: 'Chrome OS', version: match(ua, /CrOS \S+ ([\d.]+)/) ?? '' };
  if (/Linux/.test(ua)) return { name: 'Linux', version: '' };
  return { name: 'Unknown', version: '' };
}

function parseDevice(ua: string): DeviceInfo['device'] {
  if (/iPad/.test(ua)) return { model: 'iPad', type: 'tablet', vendor: 'Apple' };
  if (/iPhone|iPod/.test(ua)) return { model: 'iPhone', type: 'mobile', vendor: 'Apple' };
  if (/Macintosh/.test(ua)) return { model: 'Macintosh', type: 'desktop', vendor: 'Apple' };
  if (/Android/.test(ua)) {
    const model =
      match(ua, /Android [\d.]+; (?:[a-z]{2}-[a-z]{2}; )?([^;)]+?)(?: Build\/[^;)]*)?\)/)?.trim() ?? '';
    const type = /Mobile/.test(ua) ? 'mobile' : 'tablet';
    const vendor = /SM-|Samsung/i.test(model) ? 'Samsung' : /Pixel/.test(model) ? 'Google' : '';
    return { model, type, vendor };
  }
  return { model: '', type: 'desktop', vendor: '' };
}

/** Reads browser, system and device from a user agent string. */
export function parseUserAgent(userAgent: string, screen = { width: 0, height: 0 }): DeviceInfo {
  const ua = userAgent.slice(0, UserAgentInputLimit);
  return { browser: parseBrowser(ua), os: parseOs(ua), device: parseDevice(ua), screen };
}

/** Apple devices get the App Store link, everything else the Google Play link. */
export function isAppleDevice(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh/.test(userAgent.slice(0, UserAgentInputLimit));
}

/** Base64 of the UTF-8 JSON, as the geo data header carries it. */
export function encodeDeviceInfo(info: DeviceInfo): string {
  const bytes = new TextEncoder().encode(JSON.stringify(info));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
