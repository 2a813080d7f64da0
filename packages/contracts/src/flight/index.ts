export * from './routes';
export * from './search-request';
export * from './search-results';
export * from './itinerary-details';
export * from './reference-data';
export * from './proposal';
export * from './booking';
