import type { Page } from '@playwright/test';

export const demoPassword = 'Demo@1234';

/** The white-label tenant's site on the same server: browsers resolve *.localhost to loopback. */
export function skywayUrl(baseURL: string | undefined, path = '/'): string {
  const url = new URL(path, baseURL);
  url.hostname = 'skyway.localhost';
  return url.toString();
}

/** The computed background of an element as rgb(), to compare with a tenant's primary colour. */
export async function backgroundOf(page: Page, selector: Parameters<Page['locator']>[0]): Promise<string> {
  return page.locator(selector).first().evaluate((el) => getComputedStyle(el).backgroundColor);
}

export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
