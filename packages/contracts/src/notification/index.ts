export * from './notification';
export * from './popup';
export * from './announcements';
export * from './paths';
