export * from './visa-types';
export * from './paths';
export * from './catalogue';
export * from './application';
