export * from './catalogue-types';
export * from './paths';
