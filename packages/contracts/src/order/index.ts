export * from './flight-order';
