import { benchReports } from './reports';

// The report figures alone (npm run bench:reports), without the other benches.
const ok = await benchReports();
if (!ok) {
  console.error('\nA report missed its goal or the export failed.');
  process.exitCode = 1;
}
