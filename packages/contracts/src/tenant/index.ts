export * from './tenant-config';
export * from './routes';
