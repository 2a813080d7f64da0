import { benchBookingPath } from './booking-path';
import { benchFlightEngine } from './flight-engine';
import { benchFlightSearchApi } from './flight-search-api';
import { measureFirstVisitJs } from './first-visit-js';
import { startPortal } from './server';
import { benchWalletPostings } from './wallet-postings';

const budgetKb = 200;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const portal = await startPortal(Number(process.env.BENCH_PORT ?? 3200));
let overBudget = false;
try {
  const pages = [
    { name: 'provider home /', url: `${portal.baseUrl}/` },
    { name: 'white-label home /', url: `http://skyway.localhost:${portal.port}/` },
  ];
  for (const { name, url } of pages) {
    const scripts = await measureFirstVisitJs(url);
    const gzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    const raw = scripts.reduce((sum, s) => sum + s.rawBytes, 0);
    console.log(
      `\n${name}: first-visit JavaScript ${kb(gzip)} KB gzipped (${kb(raw)} KB raw, ${scripts.length} files; budget ${budgetKb} KB)`,
    );
    for (const s of scripts.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${kb(s.gzipBytes).padStart(7)} KB  ${new URL(s.url).pathname}`);
    }
    if (gzip > budgetKb * 1024) overBudget = true;
  }
} finally {
  await portal.stop();
}

const engineOnTarget = await benchFlightEngine();
const searchApiOnTarget = await benchFlightSearchApi();
await benchWalletPostings(Number(process.env.BENCH_LEDGER_PG_PORT ?? 3213));
const bookingPathOk = await benchBookingPath();

if (overBudget) {
  console.error(`\nOver the ${budgetKb} KB first-visit budget.`);
  process.exitCode = 1;
}
if (!engineOnTarget) {
  console.error('\nThe flight engine missed a target.');
  process.exitCode = 1;
}
if (!bookingPathOk) {
  console.error('\nSome bookings of the booking path failed.');
  process.exitCode = 1;
}
if (!searchApiOnTarget) {
  console.error('\nThe flight search API missed a target.');
  process.exitCode = 1;
}
