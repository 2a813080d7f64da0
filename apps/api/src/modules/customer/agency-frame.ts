import { hasFunctionality, type UserContext } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findAgencyFrame } from './agency.repository';

/**
 * The user context's agency parts. The document prompt asks while the trade licence number is missing, and only
 * users who may edit company information (who could answer it); it may be skipped where the agency allows.
 * associatedStaff is the operator assigned as the agency's account manager.
 */
export async function loadAgencyFrame(options: {
  db: Db;
  tenantId: string;
  agencyId: string | null;
  functionalities: readonly number[];
}): Promise<Pick<UserContext, 'documentCollect' | 'associatedStaff'>> {
  const agency = options.agencyId
    ? await findAgencyFrame(options.db, options.tenantId, options.agencyId)
    : null;
  if (!agency) return { documentCollect: { canSkip: true, forceCollect: false }, associatedStaff: null };
  const manager = agency.accountManager;
  return {
    documentCollect: {
      canSkip: agency.documentsSkippable,
      forceCollect:
        agency.tradeLicenseNumber === null && hasFunctionality(options.functionalities, 'EditCompanyInfo'),
    },
    associatedStaff: manager
      ? {
          name: `${manager.firstName} ${manager.lastName}`,
          email: manager.email,
          phoneNumber: manager.phone ?? '',
        }
      : null,
  };
}
