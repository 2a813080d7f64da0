import type { Db } from '../db/client';
import { tenantAccount, walletAccount } from './accounts';
import { postTransaction, type PostedLedgerTransaction } from './post-transaction';

/**
 * A hotel booking paid from the wallet: its BDT total out of the agency's wallet (422 'insufficient balance' when
 * balance plus credit limit does not reach it) into the tenant's sales, inside the caller's transaction that takes
 * the rooms. The passbook line carries the booking's reference and names the hotel.
 */
export async function chargeHotelBooking(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  bookingReference: string;
  hotelName: string;
  currency: string;
  amount: number;
  createdBy: string | null;
  now: Date;
}): Promise<PostedLedgerTransaction> {
  const { db, tenantId, agencyId, currency, amount } = options;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`a hotel booking costs a positive amount, got ${amount}`);
  const wallet = await walletAccount(db, tenantId, agencyId, currency);
  const sales = await tenantAccount(db, tenantId, 'sales', currency);
  return postTransaction(db, {
    tenantId,
    agencyId,
    kind: 'hotel',
    reference: options.bookingReference,
    description: `Hotel booking ${options.bookingReference}: ${options.hotelName}`,
    lines: [
      { accountId: wallet.id, amount: -amount },
      { accountId: sales.id, amount },
    ],
    createdBy: options.createdBy,
    now: options.now,
  });
}
