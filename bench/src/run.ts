import { benchAfterSales } from './after-sales';
import { benchBookingPath } from './booking-path';
import { benchFlightEngine } from './flight-engine';
import { benchFlightSearchApi } from './flight-search-api';
import { benchFirstVisitJs } from './first-visit-budget';
import { benchHotelSearch } from './hotel-search';
import { benchReports } from './reports';
import { benchWalletPostings } from './wallet-postings';

const firstVisitOnBudget = await benchFirstVisitJs(Number(process.env.BENCH_PORT ?? 3200));

const engineOnTarget = await benchFlightEngine();
const searchApiOnTarget = await benchFlightSearchApi();
await benchWalletPostings(Number(process.env.BENCH_LEDGER_PG_PORT ?? 3213));
const bookingPathOk = await benchBookingPath();
const afterSalesOk = await benchAfterSales();
const hotelSearchOk = await benchHotelSearch();
const reportsOk = await benchReports();

if (!firstVisitOnBudget) process.exitCode = 1;
if (!engineOnTarget) {
  console.error('\nThe flight engine missed a target.');
  process.exitCode = 1;
}
if (!bookingPathOk) {
  console.error('\nSome bookings of the booking path failed.');
  process.exitCode = 1;
}
if (!afterSalesOk) {
  console.error('\nSome after-sales calls failed or the ledger does not balance.');
  process.exitCode = 1;
}
if (!hotelSearchOk) {
  console.error('\nSome hotel searches failed.');
  process.exitCode = 1;
}
if (!reportsOk) {
  console.error('\nA report missed its goal or the XLSX export failed.');
  process.exitCode = 1;
}
if (!searchApiOnTarget) {
  console.error('\nThe flight search API missed a target.');
  process.exitCode = 1;
}
