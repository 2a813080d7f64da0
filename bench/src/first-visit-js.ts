import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../e2e/chromium';

export interface ScriptLoad {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * Opens a page in a fresh Chromium profile (cold cache) and records every JavaScript file it loads until the
 * network is idle, with the size each would have gzipped at the highest level.
 */
export async function measureFirstVisitJs(url: string): Promise<ScriptLoad[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const pending: Promise<ScriptLoad | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: response.url(),
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const loads = await Promise.all(pending);
    return loads.filter((l): l is ScriptLoad => l !== null);
  } finally {
    await browser.close();
  }
}
