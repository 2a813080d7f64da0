import type { CompanyProfile } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { companyCounts, findCompany, findCompanyOwner, type AgencyScope } from './company.repository';
import { toBasicInfoView } from './company-shape';
import { kycStatusOf } from '../../kyc/document-view';
import { listAgencyDocuments } from '../../kyc/documents.repository';

/** loadprofile: the company profile card (basic information, KYC status, counts of branches and staff). */
export async function loadCompanyProfile(options: {
  db: Db;
  scope: AgencyScope;
  canEdit: boolean;
}): Promise<CompanyProfile> {
  const { db, scope } = options;
  const [row, owner, counts, documents] = await Promise.all([
    findCompany(db, scope),
    findCompanyOwner(db, scope),
    companyCounts(db, scope),
    listAgencyDocuments(db, scope),
  ]);
  if (!row) throw AppError.notFound();
  return {
    basicInfo: toBasicInfoView(row, options.canEdit, owner),
    kycStatus: kycStatusOf(documents),
    counts,
  };
}
