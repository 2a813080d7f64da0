import { useQuery } from '@tanstack/react-query';
import { BackofficeMoneyPaths, ZLedgerAudit } from '@portal/contracts';
import { api } from '../../../lib/api';

export const ledgerAuditKey = ['backoffice', 'ledger-audit'] as const;

/** GET Ledger/GetLedgerAudit: debits against credits per currency, and anything that does not add up. */
export function useLedgerAudit() {
  return useQuery({
    queryKey: ledgerAuditKey,
    queryFn: ({ signal }) => api.get(BackofficeMoneyPaths.getLedgerAudit, { schema: ZLedgerAudit, signal }),
  });
}
