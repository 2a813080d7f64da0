export * from './tenants';
export * from './agencies';
export * from './users';
export * from './sessions';
export * from './banners';
