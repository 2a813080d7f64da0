import { benchFirstVisitJs } from './first-visit-budget';

// The bundle figure alone (npm run bench:first-visit), without the load tests.
const withinBudget = await benchFirstVisitJs(Number(process.env.BENCH_PORT ?? 3200));
if (!withinBudget) process.exitCode = 1;
