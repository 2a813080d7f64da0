import type { CompanyBasicInfo } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findAgencyBasicInfo } from './agency.repository';

/** The signed-in user's own agency as the company-settings page shows it. */
export async function loadBasicInfo(options: {
  db: Db;
  tenantId: string;
  agencyId: string | null;
}): Promise<CompanyBasicInfo> {
  if (!options.agencyId) throw AppError.notFound();
  const agency = await findAgencyBasicInfo(options.db, options.tenantId, options.agencyId);
  if (!agency) throw AppError.notFound();
  return agency;
}
