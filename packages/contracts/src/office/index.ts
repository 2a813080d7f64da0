export * from './module-list';
export * from './paths';
