export * from './registrations';
