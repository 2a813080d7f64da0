export * from './module-list';
export * from './paths';
export * from './dashboard';
