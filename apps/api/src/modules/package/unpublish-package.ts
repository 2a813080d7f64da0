import {
  HolidayCatalogueErrorCode,
  HolidayCatalogueMessage,
  type OperatorPackageResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { packageNotFound } from './catalogue-errors';
import type { CityDirectory } from './holiday-cities';
import { lockPackage, updatePackage } from './package-admin.repository';
import { operatorPackageView } from './operator-package-view';

/**
 * Operator/UnpublishPackage: agencies no longer find the package; enquiries and bookings already made keep it. Only
 * a published package can be withdrawn (409 otherwise).
 */
export async function unpublishPackage(options: {
  db: Db;
  tenantId: string;
  cities: CityDirectory;
  packageId: string;
  now: Date;
}): Promise<OperatorPackageResponse> {
  const { tenantId, now } = options;
  return options.db.transaction(async (tx) => {
    const pkg = await lockPackage(tx, tenantId, options.packageId);
    if (!pkg) throw packageNotFound();
    if (pkg.status !== 'Published') {
      throw new AppError(HolidayCatalogueErrorCode.NotPublished, 409, HolidayCatalogueMessage.notPublished);
    }
    const withdrawn = await updatePackage(tx, tenantId, pkg.id, { status: 'Unpublished', updatedAt: now });
    return operatorPackageView({ db: tx, tenantId, cities: options.cities, pkg: withdrawn, now });
  });
}
