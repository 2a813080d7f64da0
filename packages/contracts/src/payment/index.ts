export * from './paths';
export * from './ledger';
export * from './bank-account';
export * from './deposit';
export * from './partial-payment';
export * from './online';
export * from './e-transaction';
