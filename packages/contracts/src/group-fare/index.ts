export * from './group-fare-types';
export * from './paths';
export * from './block';
export * from './reservation';
export * from './operator';
