export * from './registrations';
export * from './users';
