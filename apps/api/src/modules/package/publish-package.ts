import {
  HolidayCatalogueErrorCode,
  HolidayCatalogueMessage,
  type OperatorPackageResponse,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { tenantToday } from '../../lib/tenant-clock';
import { notPublishable, packageNotFound } from './catalogue-errors';
import { listDepartures, listImages } from './catalogue.repository';
import type { CityDirectory } from './holiday-cities';
import { lockPackage, updatePackage } from './package-admin.repository';
import { operatorPackageView, publishProblems } from './operator-package-view';

/**
 * Operator/PublishPackage: agencies find the package from now on. It needs a gallery image and a departure after
 * today with a seat left (422 naming what is missing); a published one answers 409.
 */
export async function publishPackage(options: {
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
    if (pkg.status === 'Published') {
      throw new AppError(
        HolidayCatalogueErrorCode.AlreadyPublished,
        409,
        HolidayCatalogueMessage.alreadyPublished,
      );
    }
    const [departures, images] = await Promise.all([
      listDepartures(tx, tenantId, [pkg.id]),
      listImages(tx, tenantId, [pkg.id]),
    ]);
    const problems = publishProblems(images.length, departures, tenantToday(now));
    if (problems.length > 0) throw notPublishable(problems);
    const published = await updatePackage(tx, tenantId, pkg.id, {
      status: 'Published',
      publishedAt: now,
      updatedAt: now,
    });
    return operatorPackageView({ db: tx, tenantId, cities: options.cities, pkg: published, now });
  });
}
