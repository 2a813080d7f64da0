export * from './functionalities';
export * from './permissions';
export * from './user-context';
export * from './routes';
export * from './document-info';
export * from './search-bar';
export * from './my-bookings';
export * from './travellers';
