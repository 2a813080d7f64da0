import type { OperatorPackageResponse } from '@portal/contracts';
import type { Db } from '../../db/client';
import { packageNotFound } from './catalogue-errors';
import { findPackage } from './catalogue.repository';
import type { CityDirectory } from './holiday-cities';
import { operatorPackageView } from './operator-package-view';

/** Operator/GetPackage: one package of the tenant in any status, as written; another tenant's is not found. */
export async function getOperatorPackage(options: {
  db: Db;
  tenantId: string;
  cities: CityDirectory;
  packageId: string;
  now: Date;
}): Promise<OperatorPackageResponse> {
  const pkg = await findPackage(options.db, options.tenantId, options.packageId);
  if (!pkg) throw packageNotFound();
  return operatorPackageView({ ...options, pkg });
}
