export * from './common/error';
export * from './common/strings';
export * from './common/business';
export * from './tenant';
export * from './identity';
export * from './utility';
export * from './system';
export * from './customer';
