export * from './paths';
export * from './ledger';
export * from './bank-account';
export * from './deposit';
