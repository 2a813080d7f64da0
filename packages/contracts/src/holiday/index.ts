export * from './catalogue-types';
export * from './paths';
export * from './catalogue';
export * from './request';
