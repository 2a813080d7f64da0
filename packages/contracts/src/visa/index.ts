export * from './visa-types';
export * from './paths';
