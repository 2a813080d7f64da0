import { benchHotelSearch } from './hotel-search';

// The hotel search figures alone (npm run bench:hotel-search), without the other benches.
const ok = await benchHotelSearch();
if (!ok) {
  console.error('\nSome hotel searches failed.');
  process.exitCode = 1;
}
