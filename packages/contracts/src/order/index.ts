export * from './flight-order';
export * from './order-print';
export * from './time-limit';
export * from './traveller-services';
export * from './import-pnr';
export * from './order-search';
export * from './operator-queue';
export * from './online-issue';
