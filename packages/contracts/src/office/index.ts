export * from './module-list';
export * from './paths';
export * from './dashboard';
export * from './roles';
export * from './staff';
export * from './audit-log';
export * from './profile';
export * from './invitation';
