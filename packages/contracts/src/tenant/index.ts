export * from './tenant-config';
export * from './tenant-names';
export * from './routes';
export * from './paths';
export * from './tenant-admin';
export * from './starter-brand';
