import type { Db } from '../db/client';
import { tenantAccount, walletAccount } from './accounts';
import { postTransaction, type PostedLedgerTransaction } from './post-transaction';

/**
 * What a hotel booking gives back (a cancellation's refund after its penalty, or the whole amount when the supplier
 * refused it): out of the tenant's sales into the agency's wallet, inside the caller's transaction with the
 * booking's change. The passbook line carries the booking's reference and says why.
 */
export async function refundHotelBooking(options: {
  db: Db;
  tenantId: string;
  agencyId: string;
  bookingReference: string;
  hotelName: string;
  reason: 'Cancelled' | 'Refused';
  currency: string;
  amount: number;
  createdBy: string | null;
  now: Date;
}): Promise<PostedLedgerTransaction> {
  const { db, tenantId, agencyId, currency, amount } = options;
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`a hotel refund gives back a positive amount, got ${amount}`);
  const wallet = await walletAccount(db, tenantId, agencyId, currency);
  const sales = await tenantAccount(db, tenantId, 'sales', currency);
  const why = options.reason === 'Cancelled' ? 'cancelled' : 'refused by the hotel';
  return postTransaction(db, {
    tenantId,
    agencyId,
    kind: 'hotel_refund',
    reference: options.bookingReference,
    description: `Hotel booking ${options.bookingReference} ${why}: ${options.hotelName}`,
    lines: [
      { accountId: sales.id, amount: -amount },
      { accountId: wallet.id, amount },
    ],
    createdBy: options.createdBy,
    now: options.now,
  });
}
