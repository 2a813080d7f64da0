export * from './visa-types';
export * from './paths';
export * from './application';
