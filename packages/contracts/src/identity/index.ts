export * from './messages';
export * from './authenticate';
export * from './routes';
export * from './logout';
