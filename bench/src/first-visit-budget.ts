import { measureFirstVisitJs } from './first-visit-js';
import { startPortal } from './server';

/** Gzipped JavaScript a first visit to a home page may load. */
export const FirstVisitBudgetKb = 170;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Every seeded tenant's home, since each brand's theme brings its own home sections and login box. */
function homesOf(port: number): Array<{ name: string; url: string }> {
  return [
    { name: 'provider (bdfare) home /', url: `http://localhost:${port}/` },
    { name: 'white-label skyway home /', url: `http://skyway.localhost:${port}/` },
    { name: 'white-label tripzen home /', url: `http://tripzen.localhost:${port}/` },
    { name: 'white-label voyagio home /', url: `http://voyagio.localhost:${port}/` },
  ];
}

/**
 * Prints the gzipped JavaScript a first visit to `/` loads on every tenant, file by file, beside the budget.
 * True when every tenant is within it.
 */
export async function benchFirstVisitJs(port: number): Promise<boolean> {
  const portal = await startPortal(port);
  let withinBudget = true;
  try {
    for (const { name, url } of homesOf(portal.port)) {
      const scripts = await measureFirstVisitJs(url);
      const gzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      const raw = scripts.reduce((sum, s) => sum + s.rawBytes, 0);
      console.log(
        `\n${name}: first-visit JavaScript ${kb(gzip)} KB gzipped (${kb(raw)} KB raw, ${scripts.length} files; budget ${FirstVisitBudgetKb} KB)`,
      );
      for (const s of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        console.log(`  ${kb(s.gzipBytes).padStart(7)} KB  ${new URL(s.url).pathname}`);
      }
      if (gzip > FirstVisitBudgetKb * 1024) withinBudget = false;
    }
  } finally {
    await portal.stop();
  }
  if (!withinBudget) console.error(`\nOver the ${FirstVisitBudgetKb} KB first-visit budget.`);
  return withinBudget;
}
