import { randomBytes } from 'node:crypto';

/** 32 capitals and digits without I, O, 0 and 1, so a reference read out on the phone is not misheard. */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh OP-XXXXXXXX reference (40 random bits); the database's unique key catches the rare repeat. */
export function newPaymentReference(): string {
  const code = [...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `OP-${code}`;
}
