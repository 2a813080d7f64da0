import { benchAfterSales } from './after-sales';

// The after-sales figures alone (npm run bench:after-sales), without the other benches.
const ok = await benchAfterSales();
if (!ok) {
  console.error('\nSome after-sales calls failed or the ledger does not balance.');
  process.exitCode = 1;
}
