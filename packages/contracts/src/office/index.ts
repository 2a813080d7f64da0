export * from './module-list';
export * from './paths';
export * from './company';
export * from './documents';
export * from './branches';
