import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencies, ledgerAccounts } from '../../db/schema';

/** The agency's office zone and selling currency, which a report's days and default currency follow. */
export async function findAgencyReportSettings(db: Db, tenantId: string, agencyId: string) {
  const [row] = await db
    .select({ timeZone: agencies.timeZone, currency: agencies.currency })
    .from(agencies)
    .where(and(eq(agencies.tenantId, tenantId), eq(agencies.id, agencyId)));
  return row ?? null;
}

/** The agency's wallet in a currency, or null when it never had one (the report is then empty). */
export async function findWalletId(db: Db, tenantId: string, agencyId: string, currency: string) {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.tenantId, tenantId),
        eq(ledgerAccounts.agencyId, agencyId),
        eq(ledgerAccounts.kind, 'agency_wallet'),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return row?.id ?? null;
}
