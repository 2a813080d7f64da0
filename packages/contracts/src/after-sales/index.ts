export * from './request-status';
export * from './paths';
export * from './errors';
export * from './tickets';
export * from './request';
export * from './exchange';
