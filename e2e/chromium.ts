import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH; undefined lets Playwright use a browser of its own if one is installed. */
export function chromiumExecutable(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  return candidates.find((p) => existsSync(p));
}

/** Keeps headless Chromium off the network: this portal is served from loopback only. */
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
