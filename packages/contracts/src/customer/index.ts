export * from './functionalities';
export * from './user-context';
export * from './routes';
