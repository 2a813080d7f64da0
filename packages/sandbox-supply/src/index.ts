/** The simulated suppliers: the flight sandbox (airports, airlines, network, schedules, fares) and its types. */
export * from './airports';
export * from './flights/types';
export { createFlightSupply, DEFAULT_SEED } from './flights/create-flight-supply';
