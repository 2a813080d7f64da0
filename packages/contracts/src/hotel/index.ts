export * from './paths';
export * from './search';
export * from './details';
export * from './booking';
