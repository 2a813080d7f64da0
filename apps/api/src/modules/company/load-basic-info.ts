import type { CompanyBasicInfo, CompanyBasicInfoView } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCompany, findCompanyOwner, type AgencyScope } from './company.repository';
import { toBasicInfo, toBasicInfoView } from './company-shape';

/** loadbasicinfo: the values of the basic-information form; `canEdit` says whether the caller may save them. */
export async function loadBasicInfo(options: {
  db: Db;
  scope: AgencyScope;
  canEdit: boolean;
}): Promise<CompanyBasicInfo> {
  const row = await findCompany(options.db, options.scope);
  if (!row) throw AppError.notFound();
  return toBasicInfo(row, options.canEdit);
}

/** viewbasicinfo: the read-only card of the company, with its owner and since when it is with us. */
export async function viewBasicInfo(options: {
  db: Db;
  scope: AgencyScope;
  canEdit: boolean;
}): Promise<CompanyBasicInfoView> {
  const [row, owner] = await Promise.all([
    findCompany(options.db, options.scope),
    findCompanyOwner(options.db, options.scope),
  ]);
  if (!row) throw AppError.notFound();
  return toBasicInfoView(row, options.canEdit, owner);
}
