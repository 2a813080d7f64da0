export * from './module-list';
export * from './paths';
export * from './roles';
export * from './staff';
export * from './audit-log';
export * from './profile';
export * from './invitation';
