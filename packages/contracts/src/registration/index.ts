export * from './registration';
export * from './routes';
